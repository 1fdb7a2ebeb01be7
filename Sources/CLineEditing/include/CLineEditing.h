// A tiny, non-variadic face over libedit: el_set() and history() are variadic C
// functions, which Swift cannot call. Each wrapper fixes one operation's arguments.
// libedit is loaded at run time (dlopen), so building needs neither its headers nor its library.
#ifndef CLINEEDITING_H
#define CLINEEDITING_H

#include <stdio.h>

typedef struct wb_editor wb_editor;

/// Loads libedit (`libedit.so.2`; on macOS the system's `libedit.3.dylib`) once; 0 when it
/// is not there, and then every wb_editor_open returns NULL.
int wb_libedit_load(void);

/// Opens an editor on the given streams with emacs key bindings, an in-memory history,
/// Tab bound to the completer and Ctrl-C bound to "abandon this line".
wb_editor *wb_editor_open(const char *program, FILE *in, FILE *out, FILE *err);
/// The same on the process's standard streams.
wb_editor *wb_editor_open_stdio(const char *program);
void wb_editor_close(wb_editor *editor);

/// Sets the prompt shown before each line (copied).
void wb_editor_set_prompt(wb_editor *editor, const char *prompt);

typedef enum {
    WB_READ_LINE = 0,        ///< a line was entered (text returned)
    WB_READ_INTERRUPTED = 1, ///< Ctrl-C: the line was abandoned
    WB_READ_END = 2          ///< Ctrl-D on an empty line, or the input closed
} wb_read_status;

/// Reads one line. The returned text (with its newline) is owned by libedit and valid
/// until the next call; NULL unless the status is WB_READ_LINE.
const char *wb_editor_read_line(wb_editor *editor, int *count, wb_read_status *status);

/// 1 when input is already waiting on the editor's terminal (the rest of a paste: no person
/// types the next key within the moment after Enter), 0 otherwise. Never waits.
int wb_editor_input_waiting(wb_editor *editor);

/// Tab completion. The completer gets the text before the cursor and sets `*insertion` to
/// text to insert at the cursor and `*listing` to candidates to show under the line; both
/// may stay NULL and are freed by the shim with free().
typedef void (*wb_completer)(void *context, const char *before_cursor, char **insertion, char **listing);
void wb_editor_set_completer(wb_editor *editor, wb_completer completer, void *context);

/// Adds an entry to the editor's in-memory history (recalled with the arrow keys).
void wb_history_add(wb_editor *editor, const char *line);

/// Installs SIGINT and SIGWINCH handlers that only set flags (and interrupt a blocked
/// read), so Ctrl-C never kills the process: the editor turns it into an abandoned line,
/// the REPL into an interrupted evaluation.
void wb_signals_install(void);
/// Returns 1 if Ctrl-C arrived since the last call, and forgets it.
int wb_interrupt_take(void);

#endif
