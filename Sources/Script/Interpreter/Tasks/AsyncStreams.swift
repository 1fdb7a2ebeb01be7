// `AsyncStream` on the deterministic scheduler: the build closure runs at once (as Swift's
// does), `yield` buffers a value and makes a waiting consumer ready, `finish` ends the stream
// after its buffered values; `for await` over a stream suspends its task while the buffer is
// empty. The default unbounded buffering is the only policy.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): every suspension
// here is a host-thread switch, which costs far more than this code.

import ScriptFrontEnd

/// A stream's shared state: what its continuation yielded and its one consumer has not read yet.
final class AsyncStreamBox {
    var buffer: [Value] = []
    var finished = false
    var waiter: Coroutine?
    /// `continuation.onTermination`, called once with `.finished` when the stream finishes.
    var onTermination: Value?
}

/// The continuation a build closure (or `makeStream`) hands out.
final class StreamContinuationBox {
    let stream: AsyncStreamBox
    @_optimize(none) init(_ stream: AsyncStreamBox) { self.stream = stream }
}

extension TaskRuntime {
    /// `AsyncStream { continuation in … }`, `AsyncStream(Int.self) { … }`, `AsyncStream<Int> { … }`.
    @_optimize(none) func makeAsyncStream(_ values: [Value], _ labels: [String?], pos: SourcePos) throws -> Value {
        guard labels.allSatisfy({ $0 == nil }), let build = values.last, interpreter.isCallable(build) else {
            throw ScriptError.cannotRun(
                "this 'AsyncStream' (the workbook runs 'AsyncStream { continuation in … }', unbounded buffering, only)",
                at: pos)
        }
        let stream = AsyncStreamBox()
        _ = try interpreter.callValue(build, [continuationValue(stream)], labels: [nil], pos: pos)
        return streamValue(stream)
    }

    /// `AsyncStream.makeStream(of: Int.self)`: the stream and its continuation.
    @_optimize(none) func makeStreamPair() -> Value {
        let stream = AsyncStreamBox()
        return .tuple([streamValue(stream), continuationValue(stream)], ["stream", "continuation"])
    }

    @_optimize(none) private func streamValue(_ stream: AsyncStreamBox) -> Value {
        .native(NativeBox(stream, typeName: "AsyncStream"))
    }

    @_optimize(none) private func continuationValue(_ stream: AsyncStreamBox) -> Value {
        .native(NativeBox(StreamContinuationBox(stream), typeName: "AsyncStream.Continuation"))
    }

    /// `yield(_:)`, `finish()`, and the stream's own `makeAsyncIterator()`/`next()`; nil for other boxes.
    @_optimize(none) func streamMethod(
        _ box: NativeBox, _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        if let stream = box.object as? AsyncStreamBox {
            switch name {
            case "makeAsyncIterator": return .native(box)
            case "next": return .optional(try nextStreamElement(stream))
            default: return nil
            }
        }
        guard let continuation = box.object as? StreamContinuationBox else { return nil }
        let stream = continuation.stream
        switch (name, args.count) {
        case ("yield", 1):
            if !stream.finished {
                stream.buffer.append(args[0])
                wakeConsumer(of: stream)
            }
            return .void
        case ("finish", 0):
            guard !stream.finished else { return .void }
            stream.finished = true
            wakeConsumer(of: stream)
            if let handler = stream.onTermination {
                stream.onTermination = nil
                _ = try interpreter.callValue(handler, [terminationFinished], labels: [nil], pos: pos)
            }
            return .void
        default: return nil
        }
    }

    /// `continuation.onTermination = { termination in … }`; false for anything else.
    @_optimize(none) func setStreamProperty(_ receiver: Value, _ name: String, _ newValue: Value) -> Bool {
        guard name == "onTermination", case .native(let box) = receiver,
            let continuation = box.object as? StreamContinuationBox
        else { return false }
        continuation.stream.onTermination = newValue
        return true
    }

    /// The next value a `for await` over the stream reads; nil once it is finished and drained
    /// (or the reading task is cancelled).
    @_optimize(none) func nextStreamElement(_ stream: AsyncStreamBox) throws -> Value? {
        while true {
            if !stream.buffer.isEmpty { return stream.buffer.removeFirst() }
            if stream.finished || interpreter.scheduler.currentIsCancelled { return nil }
            stream.waiter = interpreter.scheduler.current
            // Registered like an Observations iterator, so cancelling the task wakes it.
            interpreter.scheduler.observationWaiters[ObjectIdentifier(stream)] = interpreter.scheduler.current
            try interpreter.scheduler.suspend(interpreter)
            interpreter.scheduler.observationWaiters[ObjectIdentifier(stream)] = nil
        }
    }

    @_optimize(none) private func wakeConsumer(of stream: AsyncStreamBox) {
        guard let waiter = stream.waiter else { return }
        stream.waiter = nil
        interpreter.scheduler.makeReady(waiter)
    }

    /// `AsyncStream.Continuation.Termination.finished`, the value `onTermination` receives.
    private var terminationFinished: Value {
        let type = interpreter.registry.syntheticEnum(
            "Termination", cases: [("finished", nil), ("cancelled", nil)], in: interpreter.globals)
        return .enumValue(EnumValue(type: type, caseName: "finished", payload: [], labels: []))
    }
}
