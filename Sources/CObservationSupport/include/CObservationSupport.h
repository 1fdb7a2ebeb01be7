// The one thing the observation runtime needs from C: a per-thread pointer slot that
// Swift can read with a single load. Swift has no stable thread-local storage, and
// pthread_getspecific is a call; a `static inline` accessor over a `__thread` variable
// is inlined into Swift by the Clang importer.
#ifndef COBSERVATIONSUPPORT_H
#define COBSERVATIONSUPPORT_H

extern __thread void *_Nullable wb_observation_current_tracking;

static inline void *_Nullable wb_observation_tracking_get(void) {
    return wb_observation_current_tracking;
}

static inline void wb_observation_tracking_set(void *_Nullable value) {
    wb_observation_current_tracking = value;
}

#endif
