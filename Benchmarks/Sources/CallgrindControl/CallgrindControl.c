// Callgrind's client requests, which valgrind's header defines as macros (a marker instruction
// sequence that valgrind recognises and that does nothing on a real CPU), so Swift cannot call
// them directly. `--toggle-collect` would need no header, but it gates only the instruction
// counts: callgrind counts calls (and so mallocs) outside the region too.
#include "CallgrindControl.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define CALC_HAS_CALLGRIND 1
#else
#define CALC_HAS_CALLGRIND 0
#endif

void calc_counting_start(void) {
#if CALC_HAS_CALLGRIND
  CALLGRIND_START_INSTRUMENTATION;
#endif
}

void calc_counting_stop(void) {
#if CALC_HAS_CALLGRIND
  CALLGRIND_STOP_INSTRUMENTATION;
#endif
}

void calc_counting_dump(void) {
#if CALC_HAS_CALLGRIND
  CALLGRIND_DUMP_STATS;
#endif
}

bool calc_counting_is_available(void) { return CALC_HAS_CALLGRIND; }
