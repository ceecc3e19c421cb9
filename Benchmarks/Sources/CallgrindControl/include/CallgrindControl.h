#ifndef CALLGRIND_CONTROL_H
#define CALLGRIND_CONTROL_H

#include <stdbool.h>

/// Starts callgrind's instrumentation (run with `--instr-atstart=no`): from here on it counts
/// instructions and calls. Outside valgrind, or built without valgrind's headers, does nothing.
void calc_counting_start(void);

/// Stops the instrumentation: nothing after it is counted, neither instructions nor calls.
void calc_counting_stop(void);

/// Writes the counts so far to an output file of their own (`FILE.1`, then `FILE.2`, … for
/// `--callgrind-out-file=FILE`) and starts again from zero; what is left at exit goes to the
/// next number. Outside valgrind, or built without valgrind's headers, does nothing.
void calc_counting_dump(void);

/// Whether this build can start and stop callgrind (valgrind's headers were found).
bool calc_counting_is_available(void);

#endif
