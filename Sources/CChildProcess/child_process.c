#include "CChildProcess.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

pid_t wb_spawn_tethered(const char *path, char *const argv[], int out_fd, int err_fd) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid; // the parent (or -1 on failure, errno set by fork)
    // The child: only async-signal-safe calls until exec.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) _exit(127);
    if (getppid() != parent) _exit(127); // the parent died before prctl took effect
    setpgid(0, 0);
    int null_fd = open("/dev/null", O_RDONLY);
    if (null_fd < 0 || dup2(null_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) _exit(127);
    execv(path, argv);
    _exit(127);
}
