#include "CLineEditing.h"
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// MARK: libedit, loaded at run time — no headers or library needed to build the workbook.
// What follows is the part of libedit's stable C interface (histedit.h, library version 2 /
// "3.1") this file uses: the types it hands out and the operation numbers.

typedef struct editline EditLine;
typedef struct history History;
typedef struct lineinfo {
    const char *buffer;
    const char *cursor;
    const char *lastchar;
} LineInfo;
typedef struct HistEvent {
    int num;
    const char *str;
} HistEvent;

enum { CC_REFRESH = 4, CC_ERROR = 6, CC_REDISPLAY = 8, CC_REFRESH_BEEP = 9 };
enum {
    EL_PROMPT = 0, EL_EDITOR = 2, EL_SIGNAL = 3, EL_BIND = 4, EL_ADDFN = 9, EL_HIST = 10,
    EL_GETCFN = 13, EL_CLIENTDATA = 14, EL_PREP_TERM = 16, EL_REFRESH = 20
};
enum { H_SETSIZE = 1, H_ENTER = 10, H_SETUNIQUE = 20 };

static struct {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    void (*el_push)(EditLine *, const char *);
    int (*el_set)(EditLine *, int, ...);
    int (*el_get)(EditLine *, int, ...);
    void (*el_resize)(EditLine *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    int (*el_cursor)(EditLine *, int);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
} lib;

static int wb_libedit_state = 0; // 0: not tried, 1: loaded, -1: missing

int wb_libedit_load(void) {
    if (wb_libedit_state != 0) return wb_libedit_state == 1;
    wb_libedit_state = -1;
    const char *names[] = {"libedit.so.2", "libedit.3.dylib", "libedit.dylib"};
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !handle; i++)
        handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!handle) return 0;
#define WB_LOAD(name)                                   \
    *(void **)(&lib.name) = dlsym(handle, #name);       \
    if (!lib.name) { dlclose(handle); return 0; }
    WB_LOAD(el_init)
    WB_LOAD(el_end)
    WB_LOAD(el_gets)
    WB_LOAD(el_push)
    WB_LOAD(el_set)
    WB_LOAD(el_get)
    WB_LOAD(el_resize)
    WB_LOAD(el_line)
    WB_LOAD(el_insertstr)
    WB_LOAD(el_cursor)
    WB_LOAD(history_init)
    WB_LOAD(history_end)
    WB_LOAD(history)
#undef WB_LOAD
    wb_libedit_state = 1;
    return 1;
}

// Calls below read as libedit's own.
#define el_init(...) lib.el_init(__VA_ARGS__)
#define el_end(...) lib.el_end(__VA_ARGS__)
#define el_gets(...) lib.el_gets(__VA_ARGS__)
#define el_push(...) lib.el_push(__VA_ARGS__)
#define el_set(...) lib.el_set(__VA_ARGS__)
#define el_get(...) lib.el_get(__VA_ARGS__)
#define el_resize(...) lib.el_resize(__VA_ARGS__)
#define el_line(...) lib.el_line(__VA_ARGS__)
#define el_insertstr(...) lib.el_insertstr(__VA_ARGS__)
#define el_cursor(...) lib.el_cursor(__VA_ARGS__)
#define history_init(...) lib.history_init(__VA_ARGS__)
#define history_end(...) lib.history_end(__VA_ARGS__)
#define history(...) lib.history(__VA_ARGS__)

/// How much of a paste is looked at, at most, to find the end of the next line.
#define WB_WAITING_CAPACITY 65536

struct wb_editor {
    EditLine *el;
    History *history;
    HistEvent event;
    char *prompt;
    FILE *out;
    int infd;
    int interrupted;
    wb_completer completer;
    void *completer_context;
    /// Input already read from the terminal but not yet handed to libedit: what
    /// wb_editor_input_waiting took to see whether a whole line is there.
    unsigned char waiting[WB_WAITING_CAPACITY];
    size_t waiting_start, waiting_end;
};

// MARK: Signals — handlers only set flags; everything else happens in normal code.

static volatile sig_atomic_t wb_sigint_pending = 0;
static volatile sig_atomic_t wb_sigwinch_pending = 0;
static volatile sig_atomic_t wb_sigcont_pending = 0;

static void wb_on_signal(int signo) {
    if (signo == SIGINT) wb_sigint_pending = 1;
    if (signo == SIGWINCH) wb_sigwinch_pending = 1;
    if (signo == SIGCONT) wb_sigcont_pending = 1;
}

void wb_signals_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = wb_on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocked read() returns EINTR so the editor sees Ctrl-C
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGWINCH, &action, NULL);
    sigaction(SIGCONT, &action, NULL);
}

int wb_interrupt_take(void) {
    if (!wb_sigint_pending) return 0;
    wb_sigint_pending = 0;
    return 1;
}

// MARK: Reading characters — our own getc so that a Ctrl-C signal becomes a key (^C).

static wb_editor *wb_editor_of(EditLine *el) {
    wb_editor *editor = NULL;
    el_get(el, EL_CLIENTDATA, &editor);
    return editor;
}

/// Reads one byte; a pending Ctrl-C reads as ETX (0x03). 1: byte, 0: end, -1: error.
static int wb_read_byte(EditLine *el, unsigned char *byte) {
    wb_editor *editor = wb_editor_of(el);
    int fd = editor ? editor->infd : STDIN_FILENO;
    for (;;) {
        if (wb_interrupt_take()) { *byte = 0x03; return 1; }
        if (editor && editor->waiting_start < editor->waiting_end) {
            *byte = editor->waiting[editor->waiting_start++];
            return 1;
        }
        if (wb_sigwinch_pending) { wb_sigwinch_pending = 0; el_resize(el); }
        if (wb_sigcont_pending) {
            // Back from Ctrl-Z: the shell restored its own terminal modes while we were
            // stopped; put edit mode back and redraw the line.
            wb_sigcont_pending = 0;
            el_set(el, EL_PREP_TERM, 0);
            el_set(el, EL_PREP_TERM, 1);
            el_set(el, EL_REFRESH);
        }
        ssize_t n = read(fd, byte, 1);
        if (n == 1) return 1;
        if (n == 0) return 0;
        if (errno != EINTR) return -1;
    }
}

/// Decodes UTF-8 itself so it does not depend on the process locale.
static int wb_getc(EditLine *el, wchar_t *out) {
    unsigned char lead;
    int status = wb_read_byte(el, &lead);
    if (status != 1) return status;
    int extra = 0;
    wchar_t value = lead;
    if (lead >= 0xF0 && lead < 0xF8) { extra = 3; value = lead & 0x07; }
    else if (lead >= 0xE0) { extra = 2; value = lead & 0x0F; }
    else if (lead >= 0xC0) { extra = 1; value = lead & 0x1F; }
    else if (lead >= 0x80) { *out = 0xFFFD; return 1; }
    for (int i = 0; i < extra; i++) {
        unsigned char next;
        status = wb_read_byte(el, &next);
        if (status != 1) return status;
        if ((next & 0xC0) != 0x80) { *out = 0xFFFD; return 1; }
        value = (value << 6) | (next & 0x3F);
    }
    *out = value;
    return 1;
}

// MARK: Key functions

/// Ctrl-C: show ^C at the end of the line and end it through the ordinary newline key
/// (which moves the terminal to a fresh line); read_line then reports it as abandoned.
static unsigned char wb_abandon_line(EditLine *el, int ch) {
    (void)ch;
    wb_editor *editor = wb_editor_of(el);
    if (editor) editor->interrupted = 1;
    const LineInfo *line = el_line(el);
    el_cursor(el, (int)(line->lastchar - line->cursor));
    el_insertstr(el, "^C");
    el_push(el, "\n");
    return CC_REFRESH;
}

static unsigned char wb_complete(EditLine *el, int ch) {
    (void)ch;
    wb_editor *editor = wb_editor_of(el);
    if (!editor || !editor->completer) return CC_ERROR;
    const LineInfo *line = el_line(el);
    size_t length = (size_t)(line->cursor - line->buffer);
    char *before = malloc(length + 1);
    if (!before) return CC_ERROR;
    memcpy(before, line->buffer, length);
    before[length] = '\0';
    char *insertion = NULL, *listing = NULL;
    editor->completer(editor->completer_context, before, &insertion, &listing);
    free(before);
    unsigned char result = CC_REFRESH_BEEP;
    if (insertion && *insertion) {
        el_insertstr(el, insertion);
        result = CC_REFRESH;
    }
    if (listing && *listing) {
        fprintf(editor->out, "\n%s\n", listing);
        fflush(editor->out);
        result = CC_REDISPLAY;
    }
    free(insertion);
    free(listing);
    return result;
}

static char *wb_prompt(EditLine *el) {
    wb_editor *editor = wb_editor_of(el);
    return (editor && editor->prompt) ? editor->prompt : "> ";
}

// MARK: The editor

wb_editor *wb_editor_open(const char *program, FILE *in, FILE *out, FILE *err) {
    if (!wb_libedit_load()) return NULL;
    wb_editor *editor = calloc(1, sizeof(wb_editor));
    if (!editor) return NULL;
    editor->el = el_init(program, in, out, err);
    if (!editor->el) { free(editor); return NULL; }
    editor->out = out;
    editor->infd = fileno(in);
    editor->history = history_init();
    history(editor->history, &editor->event, H_SETSIZE, 1000);
    history(editor->history, &editor->event, H_SETUNIQUE, 1);
    el_set(editor->el, EL_CLIENTDATA, editor);
    el_set(editor->el, EL_EDITOR, "emacs");
    el_set(editor->el, EL_HIST, lib.history, editor->history);
    el_set(editor->el, EL_PROMPT, wb_prompt);
    // Signals are ours (wb_signals_install), not libedit's: it would re-raise SIGINT.
    el_set(editor->el, EL_SIGNAL, 0);
    el_set(editor->el, EL_GETCFN, wb_getc);
    el_set(editor->el, EL_ADDFN, "wb-abandon-line", "abandon the line (Ctrl-C)", wb_abandon_line);
    el_set(editor->el, EL_BIND, "^C", "wb-abandon-line", NULL);
    el_set(editor->el, EL_ADDFN, "wb-complete", "complete the word before the cursor", wb_complete);
    el_set(editor->el, EL_BIND, "^I", "wb-complete", NULL);
    return editor;
}

wb_editor *wb_editor_open_stdio(const char *program) {
    return wb_editor_open(program, stdin, stdout, stderr);
}

void wb_editor_close(wb_editor *editor) {
    if (!editor) return;
    history_end(editor->history);
    el_end(editor->el);
    free(editor->prompt);
    free(editor);
}

void wb_editor_set_prompt(wb_editor *editor, const char *prompt) {
    free(editor->prompt);
    editor->prompt = strdup(prompt);
}

void wb_editor_set_completer(wb_editor *editor, wb_completer completer, void *context) {
    editor->completer = completer;
    editor->completer_context = context;
}

const char *wb_editor_read_line(wb_editor *editor, int *count, wb_read_status *status) {
    editor->interrupted = 0;
    wb_interrupt_take(); // a Ctrl-C pressed before this prompt belongs to what ran before
    // Edit mode before the prompt appears: otherwise keys typed the moment the prompt
    // shows are still echoed (and ^C, ^D interpreted) by the terminal's cooked mode.
    el_set(editor->el, EL_PREP_TERM, 1);
    const char *line = el_gets(editor->el, count);
    if (editor->interrupted) {
        *status = WB_READ_INTERRUPTED;
        return NULL;
    }
    if (!line || *count <= 0) {
        *status = WB_READ_END;
        return NULL;
    }
    *status = WB_READ_LINE;
    return line;
}

int wb_editor_input_waiting(wb_editor *editor) {
    // The editor reads a byte at a time (wb_read_byte), so what follows the line just
    // entered is still in the terminal's queue. Take what is there now, in edit mode (the
    // terminal's cooked mode would treat it as lines and echo what arrives), and keep it for
    // the editor: a whole line is waiting when it holds a line's end.
    if (editor->waiting_start == editor->waiting_end) editor->waiting_start = editor->waiting_end = 0;
    el_set(editor->el, EL_PREP_TERM, 1);
    for (;;) {
        for (size_t i = editor->waiting_start; i < editor->waiting_end; i++) {
            unsigned char byte = editor->waiting[i];
            if (byte == '\n' || byte == '\r') return 1;
        }
        if (editor->waiting_end == WB_WAITING_CAPACITY) {
            // A line longer than what is looked at is still arriving: it is waiting.
            return editor->waiting_start < editor->waiting_end;
        }
        struct pollfd request = { .fd = editor->infd, .events = POLLIN, .revents = 0 };
        if (poll(&request, 1, 0) != 1 || !(request.revents & POLLIN)) return 0;
        if (editor->waiting_start > 0) {
            memmove(editor->waiting, editor->waiting + editor->waiting_start,
                    editor->waiting_end - editor->waiting_start);
            editor->waiting_end -= editor->waiting_start;
            editor->waiting_start = 0;
        }
        ssize_t n = read(editor->infd, editor->waiting + editor->waiting_end,
                         WB_WAITING_CAPACITY - editor->waiting_end);
        if (n <= 0) return 0; // the end, or an error: the editor's next read finds it again
        editor->waiting_end += (size_t)n;
    }
}

void wb_history_add(wb_editor *editor, const char *line) {
    history(editor->history, &editor->event, H_ENTER, line);
}
