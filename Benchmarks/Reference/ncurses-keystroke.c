// ncurses-keystroke: the Calculator screen's keystroke done with plain ncurses, as a reference
// for the cost of our toolkit's keystroke (scripts/event-counts, event `Keystroke`).
//
//   ncurses-keystroke COUNT [FIELD_LENGTH]
//
// Draws the Calculator screen once, then COUNT times types '7' at the end of the Numbers field
// (FIELD_LENGTH characters, default 100) and redraws what changed with one refresh(). Only the
// keystrokes run with callgrind's instrumentation on; each is undone outside it, so every
// keystroke types into the same field. Output goes to /dev/null as an 80×24 xterm-256color.
//
// Build (from the repository's root; apt-get install -y libncurses-dev valgrind), with
// -gdwarf-4 because valgrind 3.19 rejects clang's DWARF 5 as corrupted debuginfo:
/*
   cc -O2 -gdwarf-4 -o .build/ncurses-keystroke Benchmarks/Reference/ncurses-keystroke.c \
     $(pkg-config --cflags --libs ncursesw)
*/
// Count: scripts/event-counts (the `ncurses` column), or by hand, for N and 2N keystrokes:
/*
   env -i PATH=$PATH LC_ALL=C valgrind --tool=callgrind --instr-atstart=no \
     --callgrind-out-file=/tmp/nk.20.out .build/ncurses-keystroke 20
*/
// per keystroke = (totals of the 2N run − totals of the N run) / N.
//
// NCURSES_KEYSTROKE_DUMP=1 prints the screen's top rows to stderr before and after a keystroke.
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <valgrind/callgrind.h>

enum { ROWS = 24, COLUMNS = 80, VALUE_COLUMN = 14, NUMBERS_ROW = 2, SUM_ROW = 3, STATUS_ROW = 4 };
// The field leaves its last column for the cursor, which must stay on screen after the text.
enum { FIELD_WIDTH = COLUMNS - VALUE_COLUMN - 1 };

struct tally {
  long long sum;
  long numbers, ignored;
};

// The model's work, the simple way: one pass over the text, fragments split at ','. A fragment
// that is not a decimal integer is ignored. Kept out of line so that callgrind reports its cost
// on its own (callgrind_annotate --inclusive=yes: add_up).
__attribute__((noinline)) static struct tally add_up(const char *text, size_t length) {
  struct tally tally = {0, 0, 0};
  long long value = 0;
  int digits = 0, other = 0;
  for (size_t i = 0; i <= length; i++) {
    char c = i < length ? text[i] : ',';
    if (c == ',') {
      if (digits && !other) {
        tally.sum += value;
        tally.numbers++;
      } else {
        tally.ignored++;
      }
      value = 0;
      digits = other = 0;
    } else if (c >= '0' && c <= '9') {
      value = value * 10 + (c - '0');
      digits++;
    } else {
      other = 1;
    }
  }
  return tally;
}

// The three rows a keystroke changes, from the value column on (the labels never change), as
// the app's views for the field, the sum and the status would draw them.
static void draw_values(const char *text, size_t length) {
  size_t shown = length < FIELD_WIDTH ? length : FIELD_WIDTH;
  mvaddnstr(NUMBERS_ROW, VALUE_COLUMN, text + length - shown, (int)shown);
  clrtoeol();

  struct tally tally = add_up(text, length);
  char line[64];
  snprintf(line, sizeof line, "%lld", tally.sum);
  mvaddstr(SUM_ROW, VALUE_COLUMN, line);
  clrtoeol();
  snprintf(line, sizeof line, "%ld %s, %ld ignored", tally.numbers,
           tally.numbers == 1 ? "number" : "numbers", tally.ignored);
  mvaddstr(STATUS_ROW, VALUE_COLUMN, line);
  clrtoeol();

  move(NUMBERS_ROW, VALUE_COLUMN + (int)shown);
  refresh();
}

static void dump_screen(const char *when) {
  fprintf(stderr, "--- %s (cursor at row %d, column %d)\n", when, getcury(stdscr),
          getcurx(stdscr));
  for (int row = 0; row < 6; row++) {
    wchar_t cells[COLUMNS + 1];
    mvinnwstr(row, 0, cells, COLUMNS);
    fprintf(stderr, "|%ls|\n", cells);
  }
}

// A positive decimal integer, or exit 64 (EX_USAGE) naming the bad value.
static long positive(const char *argument, const char *name) {
  char *end;
  errno = 0;
  long value = strtol(argument, &end, 10);
  if (errno || end == argument || *end || value < 1) {
    fprintf(stderr, "ncurses-keystroke: %s must be a positive integer, got '%s'\n", name,
            argument);
    fprintf(stderr, "usage: ncurses-keystroke COUNT [FIELD_LENGTH]\n");
    exit(64);
  }
  return value;
}

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    fprintf(stderr, "usage: ncurses-keystroke COUNT [FIELD_LENGTH]\n");
    return 64;
  }
  long count = positive(argv[1], "COUNT");
  size_t length = argc > 2 ? (size_t)positive(argv[2], "FIELD_LENGTH") : 100;

  // "12345," repeated, ending in "6789" (cut short if the field is shorter): at 100
  // characters, 16 × "12345," + "6789", as in the app's benchmark. One spare byte for the '7'.
  char *text = malloc(length + 1);
  if (!text) return 71;
  for (size_t i = 0; i < length; i++) {
    size_t from_end = length - i;
    text[i] = from_end <= 4 ? "6789"[4 - from_end] : "12345,"[i % 6];
  }

  // `env -i` clears LANG: the wide-character cells need a UTF-8 locale chosen here. The output
  // is not a terminal, so the size comes from LINES and COLUMNS (terminfo's would do, but be
  // explicit).
  setlocale(LC_ALL, "C.UTF-8");
  setenv("LINES", "24", 1);
  setenv("COLUMNS", "80", 1);
  FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/null", "r");
  if (!out || !in || !newterm("xterm-256color", out, in)) {
    fprintf(stderr, "ncurses-keystroke: cannot start curses on /dev/null as xterm-256color\n");
    return 70;
  }
  if (LINES != ROWS || COLS != COLUMNS) {
    endwin();
    fprintf(stderr, "ncurses-keystroke: the screen is %d×%d, not %d×%d\n", COLS, LINES,
            COLUMNS, ROWS);
    return 70;
  }
  noecho();

  mvaddstr(0, 0, "Calculator");
  mvaddstr(1, 0, "Separators    ,");
  mvaddwstr(NUMBERS_ROW, 0, L"Numbers     ▸ ");
  mvaddstr(SUM_ROW, 0, "Sum");
  mvaddwstr(5, 0, L"Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit");
  draw_values(text, length);

  int dump = getenv("NCURSES_KEYSTROKE_DUMP") != NULL;
  if (dump) dump_screen("before");
  for (long i = 0; i < count; i++) {
    CALLGRIND_START_INSTRUMENTATION;
    text[length] = '7';
    draw_values(text, length + 1);
    CALLGRIND_STOP_INSTRUMENTATION;

    if (dump && i == count - 1) dump_screen("after a keystroke");
    draw_values(text, length);
  }

  endwin();
  fprintf(stderr, "ncurses-keystroke: %ld keystrokes into a %zu-character field, %d×%d\n",
          count, length, COLS, LINES);
  return 0;
}
