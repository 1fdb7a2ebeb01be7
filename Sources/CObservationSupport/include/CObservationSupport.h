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

// Atomic access to the words of a plain buffer (Swift's `Atomic` cannot live in an array):
// the key-path cache in PropertyID.swift is a lock-free table of such words.
static inline unsigned long long wb_word_load(const unsigned long long *_Nonnull word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void wb_word_store(unsigned long long *_Nonnull word, unsigned long long value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

#endif
