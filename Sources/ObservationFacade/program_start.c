// Runs before a compiled program's `main`: Swift has no load-time initializers, and the
// trace must be listening before the program's first statement. Linked only into programs
// `workbook run` compiles; the rest of the work is in Observation/ProgramStart.swift.
#include <stdio.h>

extern void wb_compiled_program_start(void);

__attribute__((constructor)) static void wb_start(void) {
    // Lines reach the workbook as they are printed (a pipe would hold them until exit, and
    // a crash would lose them), as they reach a terminal.
    setvbuf(stdout, NULL, _IOLBF, 0);
    wb_compiled_program_start();
}
