// A tiny, non-variadic face over libedit: el_set() and history() are variadic C
// functions, which Swift cannot call. Each wrapper fixes one operation's arguments.
#ifndef CLINEEDITING_H
#define CLINEEDITING_H

#include <stdio.h>

typedef struct wb_editor wb_editor;

/// Opens an editor on the given streams with emacs key bindings and an in-memory history.
wb_editor *wb_editor_open(const char *program, FILE *in, FILE *out, FILE *err);
void wb_editor_close(wb_editor *editor);

/// Sets the prompt shown before each line (copied).
void wb_editor_set_prompt(wb_editor *editor, const char *prompt);

/// Reads one line. Returns NULL at end of input (Ctrl-D on an empty line).
/// The returned text is owned by libedit and valid until the next call.
const char *wb_editor_read_line(wb_editor *editor, int *count);

/// History: add an entry, load from and save to a file (0 on success).
void wb_history_add(wb_editor *editor, const char *line);
int wb_history_load(wb_editor *editor, const char *path);
int wb_history_save(wb_editor *editor, const char *path);

#endif
