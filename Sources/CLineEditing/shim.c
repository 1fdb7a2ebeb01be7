#include "CLineEditing.h"
#include <errno.h>
#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

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
    el_set(editor->el, EL_HIST, history, editor->history);
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

void wb_history_add(wb_editor *editor, const char *line) {
    history(editor->history, &editor->event, H_ENTER, line);
}
