// The C types of sourcekitd's response API that Swift cannot spell itself: a variant is a
// 24-byte struct passed and returned by value, which a `@convention(c)` function type can
// only carry as a type imported from C. The functions themselves are looked up at run time
// (`dlsym` on the toolchain's libsourcekitdInProc.so, in CompilerCheck's SourceKitLibrary),
// so building needs no SourceKit header or library. Layout and values as in sourcekitd.h.
#ifndef CSOURCEKIT_H
#define CSOURCEKIT_H

#include <stdint.h>

/// `sourcekitd_variant_t`: one value of a response, valid while the response is.
typedef struct {
    uint64_t data[3];
} wb_sourcekitd_variant;

/// `sourcekitd_variant_type_t`.
typedef enum {
    WB_SOURCEKITD_NULL = 0,
    WB_SOURCEKITD_DICTIONARY = 1,
    WB_SOURCEKITD_ARRAY = 2,
    WB_SOURCEKITD_INT64 = 3,
    WB_SOURCEKITD_STRING = 4,
    WB_SOURCEKITD_UID = 5,
    WB_SOURCEKITD_BOOL = 6,
    WB_SOURCEKITD_DOUBLE = 7,
    WB_SOURCEKITD_DATA = 8
} wb_sourcekitd_variant_type;

/// `sourcekitd_error_t`, the kind of an error response.
typedef enum {
    WB_SOURCEKITD_CONNECTION_INTERRUPTED = 1,
    WB_SOURCEKITD_REQUEST_INVALID = 2,
    WB_SOURCEKITD_REQUEST_FAILED = 3,
    WB_SOURCEKITD_REQUEST_CANCELLED = 4
} wb_sourcekitd_error;

/// `sourcekitd_variant_dictionary_applier_f_t`: called for each key (a uid) and value of a
/// dictionary; returns false to stop.
typedef _Bool (*wb_sourcekitd_dictionary_applier)(void *key, wb_sourcekitd_variant value, void *context);

#endif
