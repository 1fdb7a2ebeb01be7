#define _GNU_SOURCE
#include "CChildProcess.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// Between fork and exec (and in the keeper, which never execs) only async-signal-safe calls:
// the workbook has many threads, and the fork copies only this one.

static volatile sig_atomic_t stop_requested = 0;
static volatile pid_t command_pid = 0;

static void on_stop(int signal_number) {
    (void)signal_number;
    stop_requested = 1;
    pid_t pid = command_pid;
    if (pid > 0) {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
}

static void write_report(int fd, int32_t kind, int32_t value) {
    int32_t record[2] = {kind, value};
    ssize_t done;
    do { done = write(fd, record, sizeof record); } while (done < 0 && errno == EINTR);
}

// The keeper's children, read from /proc/PID/stat (the `children` file needs a kernel option
// this machine lacks). getdents64 and open/read: no allocation, nothing opendir would need.
struct dirent64_record {
    uint64_t inode;
    int64_t offset;
    unsigned short length;
    unsigned char type;
    char name[];
};

static pid_t parse_pid(const char *text) {
    pid_t value = 0;
    if (*text == 0) return 0;
    for (; *text; text++) {
        if (*text < '0' || *text > '9') return 0;
        value = value * 10 + (*text - '0');
    }
    return value;
}

static pid_t parent_of(pid_t pid) {
    char path[64] = "/proc/";
    char digits[16];
    int count = 0;
    do { digits[count++] = (char)('0' + pid % 10); pid /= 10; } while (pid > 0);
    int at = 6;
    while (count > 0) path[at++] = digits[--count];
    const char *tail = "/stat";
    while (*tail) path[at++] = *tail++;
    path[at] = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char text[512];
    ssize_t length = read(fd, text, sizeof text - 1);
    close(fd);
    if (length <= 0) return -1;
    text[length] = 0;
    // "pid (name) state ppid …": the name may hold spaces and parentheses; the last ')' ends it.
    char *close_paren = NULL;
    for (char *c = text; *c; c++)
        if (*c == ')') close_paren = c;
    if (close_paren == NULL || close_paren[1] != ' ' || close_paren[2] == 0 || close_paren[3] != ' ') return -1;
    pid_t parent = 0;
    for (char *c = close_paren + 4; *c >= '0' && *c <= '9'; c++) parent = parent * 10 + (*c - '0');
    return parent;
}

static int children_of(pid_t parent, pid_t *found, int capacity) {
    int directory = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directory < 0) return 0;
    int count = 0;
    char buffer[4096];
    for (;;) {
        long length = syscall(SYS_getdents64, directory, buffer, sizeof buffer);
        if (length <= 0) break;
        for (long offset = 0; offset < length;) {
            struct dirent64_record *entry = (struct dirent64_record *)(buffer + offset);
            offset += entry->length;
            pid_t pid = parse_pid(entry->name);
            if (pid > 0 && count < capacity && parent_of(pid) == parent) found[count++] = pid;
        }
    }
    close(directory);
    return count;
}

// Kills the command's group and every process reparented to the keeper, until none is left.
// Records the command's wait status when it is reaped here.
static void end_everything(pid_t command, int *status, int *have_status) {
    kill(-command, SIGKILL);
    kill(command, SIGKILL);
    while (!*have_status) {
        pid_t reaped = waitpid(command, status, 0);
        if (reaped == command) *have_status = 1;
        else if (errno != EINTR) break;
    }
    for (int round = 0; round < 100000; round++) {
        pid_t found[256];
        int count = children_of(getpid(), found, 256);
        for (int index = 0; index < count; index++) {
            kill(-found[index], SIGKILL);
            kill(found[index], SIGKILL);
        }
        int reaped_status = 0;
        pid_t reaped = waitpid(-1, &reaped_status, count > 0 ? 0 : WNOHANG);
        if (reaped == command && !*have_status) {
            *status = reaped_status;
            *have_status = 1;
        }
        if (reaped < 0 && errno == ECHILD) return;
        if (reaped == 0) return; // none found and none to reap: what is left is out of reach
    }
}

// Moves the descriptors the keeper needs to 3, 4, … (in `wanted` order) and closes all the
// others, so it holds no pipe of another child started at the same time by another thread.
static void keep_only(int *wanted, int count) {
    int highest = 2;
    for (int index = 0; index < count; index++)
        if (wanted[index] > highest) highest = wanted[index];
    for (int index = 0; index < count; index++)
        if (wanted[index] >= 0) wanted[index] = fcntl(wanted[index], F_DUPFD_CLOEXEC, highest + 1);
    for (int index = 0; index < count; index++) {
        if (wanted[index] < 0) continue;
        int target = 3 + index;
        if (dup2(wanted[index], target) < 0) _exit(127);
        wanted[index] = target;
    }
    for (int index = 0; index < count; index++)
        if (wanted[index] < 0) close(3 + index);
    int first_free = 3 + count;
    if (syscall(SYS_close_range, first_free, ~0U, 0) != 0) {
        struct rlimit limit;
        long last = getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < 65536 ? (long)limit.rlim_cur : 65536;
        for (long fd = first_free; fd < last; fd++) close((int)fd);
    }
    for (int index = 0; index < count; index++)
        if (wanted[index] >= 0) fcntl(wanted[index], F_SETFD, FD_CLOEXEC);
}

static void exec_command(const struct wb_child_spec *spec, int in_fd, int out_fd, int err_fd, int report_fd) {
    sigset_t none;
    sigemptyset(&none);
    struct sigaction fallback = {0};
    fallback.sa_handler = SIG_DFL;
    for (int number = 1; number < NSIG; number++) sigaction(number, &fallback, NULL);
    sigprocmask(SIG_SETMASK, &none, NULL);
    setpgid(0, 0);
    if (spec->memory_limit > 0) {
        struct rlimit limit = {(rlim_t)spec->memory_limit, (rlim_t)spec->memory_limit};
        setrlimit(RLIMIT_AS, &limit);
    }
    if (spec->directory != NULL && chdir(spec->directory) != 0) {
        write_report(report_fd, WB_REPORT_EXEC_FAILED, errno);
        _exit(127);
    }
    int input = in_fd >= 0 ? in_fd : open("/dev/null", O_RDONLY);
    if (input < 0 || dup2(input, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) {
        write_report(report_fd, WB_REPORT_EXEC_FAILED, errno);
        _exit(127);
    }
    execve(spec->path, spec->argv, spec->envp);
    write_report(report_fd, WB_REPORT_EXEC_FAILED, errno);
    _exit(127);
}

pid_t wb_child_start(const struct wb_child_spec *spec) {
    pid_t workbook = getpid();
    pid_t keeper = fork();
    if (keeper != 0) return keeper; // the workbook (or -1 with errno set by fork)

    // The keeper.
    setpgid(0, 0);
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    struct sigaction stop = {0};
    stop.sa_handler = on_stop;
    sigfillset(&stop.sa_mask);
    sigaction(SIGTERM, &stop, NULL);
    sigaction(SIGHUP, &stop, NULL);
    struct sigaction ignore = {0};
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGINT, &ignore, NULL);
    sigaction(SIGPIPE, &ignore, NULL);
    struct sigaction standard = {0};
    standard.sa_handler = SIG_DFL;
    sigaction(SIGCHLD, &standard, NULL); // SIG_IGN inherited would reap the command before we could
    if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0) _exit(127);
    if (getppid() != workbook) _exit(127); // the workbook died before prctl took effect
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    int fds[4] = {spec->stdin_fd, spec->stdout_fd, spec->stderr_fd, spec->report_fd};
    keep_only(fds, 4);
    int report_fd = fds[3];

    pid_t command = fork();
    if (command == 0) exec_command(spec, fds[0], fds[1], fds[2], report_fd);
    command_pid = command > 0 ? command : 0;
    if (fds[0] >= 0) close(fds[0]);
    close(fds[1]);
    close(fds[2]);
    if (command < 0) {
        write_report(report_fd, WB_REPORT_EXEC_FAILED, errno);
        _exit(0);
    }
    // SIGTERM may have come while the mask was full: it is delivered now, with the pid known.
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGTERM);
    sigaddset(&stops, SIGHUP);
    sigprocmask(SIG_UNBLOCK, &stops, NULL);

    int status = 0;
    int have_status = 0;
    for (;;) {
        pid_t reaped = waitpid(command, &status, 0);
        if (reaped == command) {
            have_status = 1;
            break;
        }
        if (reaped < 0 && errno != EINTR) break;
    }
    sigprocmask(SIG_BLOCK, &stops, NULL);
    end_everything(command, &status, &have_status);
    if (have_status) write_report(report_fd, WB_REPORT_WAIT_STATUS, status);
    _exit(0);
}

int wb_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

ssize_t wb_write_no_sigpipe(int fd, const void *bytes, size_t count) {
    sigset_t pipe_signal, previous;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
    ssize_t written = write(fd, bytes, count);
    int saved = errno;
    if (written < 0 && saved == EPIPE) {
        // Consume the SIGPIPE this write raised on this thread before unblocking.
        struct timespec now = {0, 0};
        sigtimedwait(&pipe_signal, NULL, &now);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved;
    return written;
}
