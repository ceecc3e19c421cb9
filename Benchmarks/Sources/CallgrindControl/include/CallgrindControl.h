#ifndef CALLGRIND_CONTROL_H
#define CALLGRIND_CONTROL_H

#include <stdbool.h>

/// Starts callgrind's instrumentation (run with `--instr-atstart=no`): from here on it counts
/// instructions and calls. Outside valgrind, or built without valgrind's headers, does nothing.
void calc_counting_start(void);

/// Stops the instrumentation: nothing after it is counted, neither instructions nor calls.
void calc_counting_stop(void);

/// Whether this build can start and stop callgrind (valgrind's headers were found).
bool calc_counting_is_available(void);

#endif
