#include "CLineEditing.h"
#include <histedit.h>
#include <stdlib.h>
#include <string.h>

struct wb_editor {
    EditLine *el;
    History *history;
    HistEvent event;
    char *prompt;
};

static char *wb_prompt(EditLine *el) {
    wb_editor *editor = NULL;
    el_get(el, EL_CLIENTDATA, &editor);
    return (editor && editor->prompt) ? editor->prompt : "> ";
}

wb_editor *wb_editor_open(const char *program, FILE *in, FILE *out, FILE *err) {
    wb_editor *editor = calloc(1, sizeof(wb_editor));
    if (!editor) return NULL;
    editor->el = el_init(program, in, out, err);
    if (!editor->el) { free(editor); return NULL; }
    editor->history = history_init();
    history(editor->history, &editor->event, H_SETSIZE, 1000);
    history(editor->history, &editor->event, H_SETUNIQUE, 1);
    el_set(editor->el, EL_CLIENTDATA, editor);
    el_set(editor->el, EL_EDITOR, "emacs");
    el_set(editor->el, EL_HIST, history, editor->history);
    el_set(editor->el, EL_PROMPT, wb_prompt);
    el_set(editor->el, EL_SIGNAL, 1);
    return editor;
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

const char *wb_editor_read_line(wb_editor *editor, int *count) {
    return el_gets(editor->el, count);
}

void wb_history_add(wb_editor *editor, const char *line) {
    history(editor->history, &editor->event, H_ENTER, line);
}

int wb_history_load(wb_editor *editor, const char *path) {
    return history(editor->history, &editor->event, H_LOAD, path) < 0 ? -1 : 0;
}

int wb_history_save(wb_editor *editor, const char *path) {
    return history(editor->history, &editor->event, H_SAVE, path) < 0 ? -1 : 0;
}
