// Starting a child that cannot outlive the workbook: Swift cannot run code between fork
// and exec (prctl is variadic, and Foundation's Process offers no hook), so this is C.
#ifndef CCHILDPROCESS_H
#define CCHILDPROCESS_H

#include <sys/types.h>

/// Starts `path` (an absolute path; no PATH search) with `argv` (NULL-terminated), stdin
/// from /dev/null, stdout and stderr to the given descriptors, in a process group of its
/// own, and killed with SIGKILL when the thread that started it ends (PR_SET_PDEATHSIG):
/// call it from the main thread. Returns the child's pid, or -1 with errno set.
pid_t wb_spawn_tethered(const char *path, char *const argv[], int out_fd, int err_fd);

#endif
