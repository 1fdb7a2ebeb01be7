// SwiftPM builds a C module from its sources; this one is its header (types only).
// Checks, at build time, that the variant has sourcekitd's size.
#include "CSourceKit.h"

_Static_assert(sizeof(wb_sourcekitd_variant) == 24, "sourcekitd_variant_t is three 64-bit words");
