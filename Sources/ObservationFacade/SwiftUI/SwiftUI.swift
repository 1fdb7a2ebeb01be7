// `import SwiftUI` in a compiled `workbook run` program: the view simulator, built against
// the `Observation` facade beside it. Like Apple's SwiftUI, it brings `Observation` along.

@_exported import Observation
@_exported import ViewRuntime
