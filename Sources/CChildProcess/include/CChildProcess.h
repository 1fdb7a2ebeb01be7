// Starting a child that cannot outlive the workbook, nor leave anything of its own behind.
// Swift cannot run code between fork and exec (prctl is variadic, and Foundation's Process
// offers no hook), so this is C; `ChildProcess` (Swift) is its only caller.
#ifndef CCHILDPROCESS_H
#define CCHILDPROCESS_H

#include <stddef.h>
#include <sys/types.h>

/// What to start. Descriptors are the child's ends; the caller closes its copies after the call.
struct wb_child_spec {
    const char *path;        // absolute path (no PATH search here)
    char *const *argv;       // NULL-terminated
    char *const *envp;       // NULL-terminated
    const char *directory;   // NULL: the workbook's own
    int stdin_fd;            // -1: /dev/null
    int stdout_fd;
    int stderr_fd;
    int report_fd;           // the keeper's reports: pairs of int32 (kind, value), see below
    long long memory_limit;  // bytes of address space (RLIMIT_AS); <= 0: none
};

/// Report kinds written to `report_fd`.
enum { WB_REPORT_EXEC_FAILED = 1, WB_REPORT_WAIT_STATUS = 2 };

/// Forks a *keeper* that forks and execs the command, and returns the keeper's pid (or -1,
/// errno set). The keeper is a child subreaper, dies with the thread that called this
/// (PR_SET_PDEATHSIG), and on SIGTERM or SIGHUP — or when the command ends — kills the
/// command and every process it left (reparented to the keeper), then writes the command's
/// wait status to `report_fd` and exits 0. So: stop a child with `kill(keeper, SIGTERM)`,
/// never SIGKILL (that would leave its descendants), and wait on the keeper from the thread
/// that started it. The command runs in a process group of its own, its signals at default.
pid_t wb_child_start(const struct wb_child_spec *spec);

/// `pipe2(fds, O_CLOEXEC)` (glibc declares it only under _GNU_SOURCE, which Swift's Glibc lacks).
int wb_pipe_cloexec(int fds[2]);

/// `write` with SIGPIPE held back on this thread: a reader that has gone away is EPIPE,
/// not the death of the workbook.
ssize_t wb_write_no_sigpipe(int fd, const void *bytes, size_t count);

#endif
