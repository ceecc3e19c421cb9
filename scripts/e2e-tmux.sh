#!/usr/bin/env bash
# End-to-end test of the interactive calculator binaries in a real terminal, driven by tmux
# the way a person would use them: type, look at the screen, press keys, quit.
#
# Usage: scripts/e2e-tmux.sh BINARY...      e.g. scripts/e2e-tmux.sh .build/debug/calc-mvc
#
# Scenarios per binary: A every screen, quit with Esc; B idle uses no CPU (at most 2 clock
# ticks of user+system time in 10 s, from /proc/PID/stat), quit with Ctrl-C; C no controlling
# terminal; D kill -TERM, -HUP, -INT and -SEGV; E the terminal hangs up; F a hostile paste and
# resizing to 1x1, 20x6, 19x5 and back; G suspend with Ctrl-Z, kill -TSTP and kill -STOP, each
# resumed with `fg`; H keys sent one at a time (escape strings, an Alt key, a paste, the
# breakdown scrolled) compared with headless mode fed the same bytes at once; I History on a
# real file across two runs (save, quit while saving, list, restore); J the compact Calculator:
# started 5 rows high, resized to 80x24 and back, the texts, cursors and focus kept, typing
# going on where it was. Every way out is
# followed by the same checks: stdout and exit status, stderr, `stty -a` before == after,
# alternate screen left, cursor visible, bracketed paste off (docs/SPEC.md: Safety, Terminal).
#
# Every scenario runs in a fresh detached 80x24 tmux session on a private socket (tmux -L),
# so a user's tmux server is never touched; the server is killed on every way out.
# Prints one line per check (`ok   NAME: check` / `FAIL NAME: check` plus the screen and a
# diff) and exits non-zero if any check failed. Needs tmux; needs no stdin.
# E2E_TIMEOUT (seconds, default 10) bounds every wait; E2E_SCENARIOS (e.g. "g h") picks
# scenarios.
set -euo pipefail

usage() {
  echo "usage: ${0##*/} BINARY..." >&2
  exit 2
}
[[ $# -ge 1 ]] || usage
command -v tmux >/dev/null || {
  echo "${0##*/}: tmux is not installed" >&2
  exit 2
}

readonly TIMEOUT=${E2E_TIMEOUT:-10}
readonly PROMPT='e2e$ '
readonly SOCKET="calc-e2e-$$-$RANDOM"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/calc-e2e.XXXXXX")
readonly WORK
SOCKET_PATH=''
failures=0
name=''        # basename of the binary under test, for messages
session=''     # tmux session of the scenario under test

unset TMUX TMUX_PANE # never talk to an enclosing tmux server

tmux_() { tmux -u -f /dev/null -L "$SOCKET" "$@"; }

cleanup() {
  tmux_ kill-server >/dev/null 2>&1 || true
  [[ -z $SOCKET_PATH ]] || rm -f -- "$SOCKET_PATH"
  rm -rf -- "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- reporting --------------------------------------------------------------------------

ok() { printf 'ok   %s: %s\n' "$name" "$1"; }

indent() { sed 's/^/    | /'; }

# fail CHECK [DETAIL...]: reports a failed check with the current screen.
fail() {
  local check=$1
  shift
  failures=$((failures + 1))
  printf 'FAIL %s: %s\n' "$name" "$check"
  local line
  for line in "$@"; do printf '    %s\n' "$line"; done
  if [[ -n $session ]] && tmux_ has-session -t "=$session" 2>/dev/null; then
    printf '    screen:\n'
    screen | indent
  fi
}

# --- looking at the pane ----------------------------------------------------------------

# The visible pane, trailing spaces and trailing empty lines removed.
screen() {
  local text
  text=$(tmux_ capture-pane -p -t "=$session:" | sed 's/[[:space:]]*$//')
  printf '%s\n' "$text"
}

pane() { tmux_ display -p -t "=$session:" "$1"; }

# wait_for WHAT ERE: polls the screen every 0.1 s until a line matches ERE.
wait_for() {
  local what=$1 pattern=$2 i
  for ((i = 0; i < TIMEOUT * 10; i++)); do
    if screen | grep -Eq -- "$pattern"; then return 0; fi
    sleep 0.1
  done
  fail "$what" "timed out after ${TIMEOUT}s waiting for a line matching /$pattern/"
  return 1
}

# expect_screen CHECK EXPECTED: polls until the whole screen is exactly EXPECTED.
expect_screen() {
  local check=$1 expected=$2 actual i
  for ((i = 0; i < TIMEOUT * 10; i++)); do
    actual=$(screen)
    if [[ $actual == "$expected" ]]; then
      ok "$check"
      return 0
    fi
    sleep 0.1
  done
  local diff_lines
  mapfile -t diff_lines < <(diff -u --label expected --label actual \
    <(printf '%s\n' "$expected") <(printf '%s\n' "$actual") | tail -n +3)
  fail "$check" "screen differs after ${TIMEOUT}s; diff (- expected, + actual):" \
    "${diff_lines[@]}"
  return 1
}

# expect_format CHECK FORMAT EXPECTED: polls until `tmux display -p FORMAT` is EXPECTED.
expect_format() {
  local check=$1 format=$2 expected=$3 actual i
  for ((i = 0; i < TIMEOUT * 10; i++)); do
    actual=$(pane "$format")
    if [[ $actual == "$expected" ]]; then
      ok "$check"
      return 0
    fi
    sleep 0.1
  done
  fail "$check" "'$format' is '$actual', expected '$expected'"
  return 1
}

# --- driving the pane -------------------------------------------------------------------

keys() { tmux_ send-keys -t "=$session:" "$@"; }
type_text() { tmux_ send-keys -t "=$session:" -l -- "$1"; }

# start_session ID: a fresh 80x24 pane running a clean bash at an idle prompt.
start_session() {
  session=$1
  # Errexit is off in here (scenarios run under `||`), so every step checks its status.
  if ! tmux_ new-session -d -s "$session" -x 80 -y 24 -c "$WORK" \
    env -i PATH="$PATH" HOME="$WORK" TERM=screen HISTFILE= PS1="$PROMPT" \
    bash --norc --noprofile; then
    fail "start a tmux session"
    return 1
  fi
  if [[ -z $SOCKET_PATH ]]; then SOCKET_PATH=$(tmux_ display -p '#{socket_path}'); fi
  tmux_ set-option -t "=$session:" status off || return 1
  wait_for "shell prompt" '^e2e\$$' || return 1
  local size
  size=$(pane '#{pane_width}x#{pane_height}')
  [[ $size == 80x24 ]] || {
    fail "pane size" "pane is $size, expected 80x24"
    return 1
  }
}

stop_session() {
  tmux_ kill-session -t "=$session" 2>/dev/null || true
  session=''
}

# launch BINARY DIR [ARG...]: runs the binary (with ARGs) in the pane the way a person captures its sum. The
# command line records the binary's pid (an inner subshell execs it), its stderr, its status,
# `stty -a` before and after, and then reads one line from the terminal, which `after_quit`
# pastes to find out whether bracketed paste was left on. The status is taken inside the
# command substitution because an interactive bash abandons the rest of a command line when
# its own child dies of SIGINT.
launch() {
  local binary=$1 dir=$2 q args=''
  shift 2
  if (($# > 0)); then args=" $(printf '%q ' "$@")"; fi
  q=$(printf '%q' "$dir")
  type_text "stty -a > $q/before; x=\$( (echo \$BASHPID > $q/pid;\
 exec $(printf '%q' "$binary")$args 2> $q/stderr); echo \$? > $q/status); stty -a > $q/after;\
 printf 'SUM=%s STATUS=%s\\n' \"\$x\" \"\$(cat $q/status)\" > $q/result;\
 IFS= read -r -t $TIMEOUT line; printf '%s\\n' \"\$line\" > $q/pasted"
  keys Enter
  wait_for "calculator starts" "${LAUNCH_WAIT:-^Calculator( +[0-9,]+ saved)?\$}"
}

# wait_file CHECK FILE: polls until FILE has content (the files waited for end in a newline).
wait_file() {
  local check=$1 file=$2 i
  for ((i = 0; i < TIMEOUT * 10; i++)); do
    if [[ -s $file ]]; then return 0; fi
    sleep 0.1
  done
  fail "$check" "timed out after ${TIMEOUT}s waiting for $file"
  return 1
}

# after_quit CHECK-PREFIX DIR EXPECTED-RESULT [STDERR-ERE]: the checks once the binary has
# exited: its output and status, stderr (empty unless an ERE is given), the terminal settings,
# the alternate screen, the cursor, and bracketed paste (a paste must arrive unbracketed).
after_quit() {
  local prefix=$1 dir=$2 expected=$3 stderr_pattern=${4:-} result pasted
  wait_file "$prefix: the binary exits" "$dir/result" || return 1
  result=$(cat -- "$dir/result")
  if [[ $result == "$expected" ]]; then
    ok "$prefix: stdout and exit status ($result)"
  else
    fail "$prefix: stdout and exit status" "result is '$result', expected '$expected'"
  fi
  if { [[ -z $stderr_pattern && ! -s $dir/stderr ]]; } ||
    { [[ -n $stderr_pattern ]] && grep -Eq -- "$stderr_pattern" "$dir/stderr"; }; then
    ok "$prefix: stderr ${stderr_pattern:+matches /$stderr_pattern/}$(
      [[ -n $stderr_pattern ]] || echo empty)"
  else
    fail "$prefix: stderr" "expected ${stderr_pattern:-nothing}; got:" \
      "$(head -c 400 -- "$dir/stderr")"
  fi
  if cmp -s -- "$dir/before" "$dir/after"; then
    ok "$prefix: terminal settings restored (stty -a identical)"
  else
    local diff_lines
    mapfile -t diff_lines < <(diff -u --label before --label after -- "$dir/before" \
      "$dir/after" | tail -n +3)
    fail "$prefix: terminal settings restored" "stty -a before/after differ:" \
      "${diff_lines[@]}"
  fi
  expect_format "$prefix: alternate screen left" '#{alternate_on}' 0 || true
  expect_format "$prefix: cursor visible" '#{cursor_flag}' 1 || true
  # tmux has no format for the bracketed paste mode, but `paste-buffer -p` brackets a paste
  # exactly when the program in the pane left the mode on.
  tmux_ set-buffer -b e2e -- PASTED
  tmux_ paste-buffer -p -d -b e2e -t "=$session:"
  keys Enter
  wait_file "$prefix: bracketed paste off" "$dir/pasted" || return 1
  pasted=$(cat -v -- "$dir/pasted")
  if [[ $pasted == PASTED ]]; then
    ok "$prefix: bracketed paste off"
  else
    fail "$prefix: bracketed paste off" "a paste arrived as '$pasted', expected 'PASTED'"
  fi
  # The command line is done when a fresh, empty prompt shows up.
  wait_for "$prefix: back at the shell prompt" '^e2e\$$' || return 1
}

# headless BINARY SIZE INPUT: the final screen of the same keys in headless mode, as `screen`
# prints it, for comparing the real terminal with the in-memory one.
headless() {
  local text
  text=$(printf '%s' "$3" | "$1" --headless --size "$2" | sed 's/[[:space:]]*$//')
  printf '%s\n' "$text"
}

# --- expected screens -------------------------------------------------------------------

readonly FOOTER='Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit'

# The title row: no scenario saves to the default history file ($WORK's), so it counts 0.
readonly CALC_TITLE='Calculator                                                               0 saved'

readonly CALC_COMMA="$CALC_TITLE
Separators    ,
Numbers     ▸ 1,2,x,3
Sum           6
              3 numbers, 1 ignored
$FOOTER"

readonly CALC_COMMA_SEPARATORS_FOCUSED="$CALC_TITLE
Separators  ▸ ,
Numbers       1,2,x,3
Sum           6
              3 numbers, 1 ignored
$FOOTER"

readonly BREAKDOWN='Breakdown
  #  fragment  value  total
  1  1         1      1
  2  2         2      3
  3  x         ignored: not a number
  4  3         3      6
Sum 6 · 3 numbers, 1 ignored
Esc back · ↑↓ scroll'

readonly PRESETS='Separators
  ▸ ,     comma
    ;     semicolon
          space
    |     pipe
    ,;    comma or semicolon
    ,⏎    comma or new line
Enter choose · Esc cancel'

readonly PRESETS_SEMICOLON='Separators
    ,     comma
  ▸ ;     semicolon
          space
    |     pipe
    ,;    comma or semicolon
    ,⏎    comma or new line
Enter choose · Esc cancel'

readonly CALC_SEMICOLON="$CALC_TITLE
Separators    ;
Numbers     ▸ 1,2,x,3
Sum           0
              0 numbers, 1 ignored
$FOOTER"

# --- scenarios --------------------------------------------------------------------------

# A: every screen, focus moves, a preset, quit with Esc.
scenario_a() {
  local binary=$1 id=$2 dir="$WORK/$2-a"
  mkdir -p -- "$dir"
  start_session "$id-a" || return 1
  launch "$binary" "$dir" || return 1
  type_text '1,2,x,3'
  expect_screen "calculator screen" "$CALC_COMMA" || return 1
  keys Enter
  expect_screen "breakdown screen (Enter)" "$BREAKDOWN" || return 1
  keys Escape
  expect_screen "calculator screen again (Esc from breakdown)" "$CALC_COMMA" || return 1
  expect_format "cursor after the numbers (21,2)" '#{cursor_x},#{cursor_y}' 21,2 || return 1
  keys Tab
  expect_screen "Tab focuses Separators" "$CALC_COMMA_SEPARATORS_FOCUSED" || return 1
  expect_format "cursor after the separators (15,1)" '#{cursor_x},#{cursor_y}' 15,1 ||
    return 1
  keys BTab
  expect_screen "Shift-Tab focuses Numbers" "$CALC_COMMA" || return 1
  keys C-p
  expect_screen "presets screen (Ctrl-P)" "$PRESETS" || return 1
  keys Down
  expect_screen "Down marks semicolon" "$PRESETS_SEMICOLON" || return 1
  keys Enter
  expect_screen "calculator with ';' (Enter chooses)" "$CALC_SEMICOLON" || return 1
  expect_format "cursor back on Numbers (21,2)" '#{cursor_x},#{cursor_y}' 21,2 || return 1
  keys Escape
  after_quit "Esc quits" "$dir" 'SUM=0 STATUS=0'
}

# cpu_ticks PID: the user plus system time the process has used, in clock ticks (fields 14
# and 15 of /proc/PID/stat, counted after the command name, which may hold spaces).
cpu_ticks() {
  local stat fields
  stat=$(cat -- "/proc/$1/stat") || return 1
  read -r -a fields <<<"${stat##*) }"
  echo $((fields[11] + fields[12]))
}

# B: an idle app uses no CPU; quit with Ctrl-C.
scenario_b() {
  local binary=$1 id=$2 dir="$WORK/$2-b" pid before after
  mkdir -p -- "$dir"
  start_session "$id-b" || return 1
  launch "$binary" "$dir" || return 1
  type_text '40,2'
  wait_for "sum 42 shown" '^Sum +42$' || return 1
  if [[ -r /proc/self/stat ]]; then
    wait_file "pid recorded" "$dir/pid" || return 1
    pid=$(cat -- "$dir/pid")
    before=$(cpu_ticks "$pid") || {
      fail "idle: read /proc/$pid/stat"
      return 1
    }
    sleep 10
    after=$(cpu_ticks "$pid") || {
      fail "idle: read /proc/$pid/stat again"
      return 1
    }
    if ((after - before <= 2)); then
      ok "idle for 10 s: $((after - before)) clock ticks of CPU (at most 2)"
    else
      fail "idle for 10 s: at most 2 clock ticks of CPU" "used $((after - before)) ticks"
    fi
  else
    ok "idle CPU not measured: no /proc"
  fi
  keys C-c
  after_quit "Ctrl-C quits" "$dir" 'SUM=42 STATUS=0'
}

# C: stdin is a terminal but there is no controlling terminal, so /dev/tty cannot be opened.
scenario_c() {
  local binary=$1 id=$2 dir="$WORK/$2-c" tty status=0 out err
  local expected_err="$name: interactive mode needs a terminal; use --headless or pipe lines in"
  if ! command -v setsid >/dev/null || ! command -v timeout >/dev/null; then
    printf 'skip %s: no controlling terminal (setsid or timeout missing)\n' "$name"
    return 0
  fi
  mkdir -p -- "$dir"
  start_session "$id-c" || return 1
  tty=$(pane '#{pane_tty}')
  timeout "$TIMEOUT" setsid -w "$binary" <"$tty" >"$dir/out" 2>"$dir/err" || status=$?
  out=$(cat -- "$dir/out")
  err=$(cat -- "$dir/err")
  if [[ $status == 1 && -z $out && $err == "$expected_err" && $(($(wc -l <"$dir/err"))) == 1 ]]; then
    ok "no controlling terminal: exit 1 with one-line error"
  else
    fail "no controlling terminal: exit 1 with one-line error" \
      "exit status $status (expected 1)" "stdout: '$out' (expected empty)" \
      "stderr: '$err'" "expected: '$expected_err'"
  fi
  expect_screen "no controlling terminal: pane untouched" "${PROMPT% }" || true
}

# D: signals. Terminating ones restore and re-raise (status 128+N, nothing on stderr); a fatal
# one restores, hands on to Swift's backtracer (a crash report on stderr), then dies of it.
scenario_d() {
  local binary=$1 id=$2 signal status dir
  for signal in TERM:143 HUP:129 INT:130 SEGV:139; do
    status=${signal#*:}
    signal=${signal%:*}
    dir="$WORK/$id-d-$signal"
    mkdir -p -- "$dir"
    start_session "$id-d-$signal" || return 1
    launch "$binary" "$dir" || return 1
    type_text '40,2'
    wait_for "sum 42 shown" '^Sum +42$' || return 1
    kill "-$signal" "$(cat -- "$dir/pid")"
    if [[ $signal == SEGV ]]; then
      after_quit "kill -$signal" "$dir" "SUM= STATUS=$status" 'Program crashed'
    else
      after_quit "kill -$signal" "$dir" "SUM= STATUS=$status"
    fi
    stop_session
  done
}

# E: end of input. Ctrl-D is just a key in raw mode; the interactive binary's input ends when
# the terminal hangs up (the pane closes), and then no terminal is left to compare settings
# on. What can be checked is that the binary notices and exits instead of spinning or hanging.
scenario_e() {
  local binary=$1 id=$2 dir="$WORK/$2-e" pid i
  mkdir -p -- "$dir"
  start_session "$id-e" || return 1
  launch "$binary" "$dir" || return 1
  pid=$(cat -- "$dir/pid")
  tmux_ kill-session -t "=$session"
  session=''
  for ((i = 0; i < TIMEOUT * 10; i++)); do
    if ! kill -0 "$pid" 2>/dev/null; then
      ok "terminal hangs up (end of input): the binary exits"
      return 0
    fi
    sleep 0.1
  done
  fail "terminal hangs up (end of input): the binary exits" "pid $pid still running"
}

# F: hostile paste and resizing. Each screen must be what headless mode shows for the same keys
# at the same size: the real terminal and the in-memory one agree, even at 1x1.
scenario_f() {
  local binary=$1 id=$2 dir="$WORK/$2-f" size title
  local hostile=$'\e]0;owned\a\e[2J\e[6n\u009b31m'
  local keys=$'1,2\e[200~'"$hostile"$'\e[201~'
  mkdir -p -- "$dir"
  start_session "$id-f" || return 1
  title=$(pane '#{pane_title}')
  launch "$binary" "$dir" || return 1
  type_text '1,2'
  tmux_ set-buffer -b e2e -- "$hostile"
  tmux_ paste-buffer -p -d -b e2e -t "=$session:"
  expect_screen "hostile paste shown as placeholders" "$(headless "$binary" 80x24 "$keys")" ||
    return 1
  expect_format "hostile paste: window title unchanged" '#{pane_title}' "$title" || true
  for size in 1x1 20x6 19x5 80x24; do
    tmux_ resize-window -t "=$session:" -x "${size%x*}" -y "${size#*x}"
    expect_format "resized to $size" '#{pane_width}x#{pane_height}' "$size" || return 1
    expect_screen "redrawn at $size" "$(headless "$binary" "$size" "$keys")" || return 1
  done
  keys C-u
  type_text '7,8'
  wait_for "still responsive: sum 15" '^Sum +15$' || return 1
  keys Escape
  after_quit "quit after resizing" "$dir" 'SUM=15 STATUS=0'
}

# G: suspend. The binary runs as a job of its own (a subshell that execs it), so that the shell
# takes the terminal back when it stops and `fg` continues it. Each stop must give the shell
# its terminal as it was (`stty -a` as before, normal screen, cursor visible); each `fg` must
# redraw the whole frame, and keys typed afterwards must work.
scenario_g() {
  local binary=$1 id=$2 dir="$WORK/$2-g" q pid result
  q=$(printf '%q' "$dir")
  mkdir -p -- "$dir"
  start_session "$id-g" || return 1
  type_text "stty -a > $q/before"
  keys Enter
  wait_file "stty -a before" "$dir/before" || return 1
  type_text "( echo \$BASHPID > $q/pid; exec $(printf '%q' "$binary") > $q/out 2> $q/err )"
  keys Enter
  wait_for "calculator starts" '^Calculator( +[0-9,]+ saved)?$' || return 1
  wait_file "pid recorded" "$dir/pid" || return 1
  pid=$(cat -- "$dir/pid")
  type_text '1,2'
  wait_for "sum 3 shown" '^Sum +3$' || return 1

  keys C-z
  stopped "Ctrl-Z" "$dir" 1 || return 1
  type_text fg
  keys Enter
  expect_screen "fg after Ctrl-Z: whole frame redrawn" "$(headless "$binary" 80x24 '1,2')" ||
    return 1
  type_text ',3'
  wait_for "keys work after Ctrl-Z: sum 6" '^Sum +6$' || return 1

  kill -TSTP "$pid"
  stopped "kill -TSTP" "$dir" 2 || return 1
  type_text fg
  keys Enter
  expect_screen "fg after kill -TSTP: whole frame redrawn" \
    "$(headless "$binary" 80x24 '1,2,3')" || return 1
  type_text ',4'
  wait_for "keys work after kill -TSTP: sum 10" '^Sum +10$' || return 1

  # SIGSTOP cannot be caught: the terminal stays raw until the shell resets it; on SIGCONT
  # the binary re-enters raw mode and the alternate screen and redraws.
  kill -STOP "$pid"
  wait_for "kill -STOP: back at the shell prompt" '^e2e\$$' || return 1
  type_text fg
  keys Enter
  expect_screen "fg after kill -STOP: whole frame redrawn" \
    "$(headless "$binary" 80x24 '1,2,3,4')" || return 1
  type_text ',5'
  wait_for "keys work after kill -STOP: sum 15" '^Sum +15$' || return 1

  keys Escape
  wait_for "Esc quits: back at the shell prompt" '^e2e\$$' || return 1
  type_text "echo \$? > $q/status; stty -a > $q/after"
  keys Enter
  wait_file "Esc quits: the shell records the status" "$dir/after" || return 1
  result="SUM=$(cat -- "$dir/out") STATUS=$(cat -- "$dir/status")"
  if [[ $result == 'SUM=15 STATUS=0' && ! -s $dir/err ]]; then
    ok "Esc quits after suspending: stdout, exit status, stderr ($result)"
  else
    fail "Esc quits after suspending: stdout, exit status, stderr" \
      "result is '$result', expected 'SUM=15 STATUS=0'" "stderr: $(head -c 400 -- "$dir/err")"
  fi
  same_settings "Esc quits after suspending" "$dir/before" "$dir/after"
  expect_format "Esc quits after suspending: alternate screen left" '#{alternate_on}' 0 || true
  expect_format "Esc quits after suspending: cursor visible" '#{cursor_flag}' 1 || true
}

# stopped WHAT DIR N: the checks once the binary has stopped: the shell's prompt is back, on
# the normal screen with the cursor shown, and `stty -a` is what it was before the binary ran.
stopped() {
  local what=$1 dir=$2 n=$3 q
  q=$(printf '%q' "$dir")
  wait_for "$what: back at the shell prompt" '^e2e\$$' || return 1
  ok "$what: the binary stops and the shell's prompt is back"
  expect_format "$what: alternate screen left" '#{alternate_on}' 0 || true
  expect_format "$what: cursor visible" '#{cursor_flag}' 1 || true
  type_text "stty -a > $q/stopped-$n"
  keys Enter
  wait_file "$what: stty -a while stopped" "$dir/stopped-$n" || return 1
  same_settings "$what" "$dir/before" "$dir/stopped-$n"
}

# same_settings CHECK-PREFIX BEFORE AFTER: `stty -a` outputs compared.
same_settings() {
  if cmp -s -- "$2" "$3"; then
    ok "$1: terminal settings restored (stty -a identical)"
  else
    local diff_lines
    mapfile -t diff_lines < <(diff -u --label before --label after -- "$2" "$3" | tail -n +3)
    fail "$1: terminal settings restored" "stty -a before/after differ:" "${diff_lines[@]}"
  fi
}

# H: keys one at a time, as separate writes to the terminal (an escape string even byte by
# byte), must leave the screen headless mode shows for the same bytes read at once: the screen
# does not depend on how reads split the input. No Esc but at the end: headless, with no
# pause between keys, ESC followed by a key is that key with Alt.
scenario_h() {
  local binary=$1 id=$2 dir="$WORK/$2-h" bytes='' c numbers
  mkdir -p -- "$dir"
  start_session "$id-h" || return 1
  launch "$binary" "$dir" || return 1
  for c in 1 , 2 , x; do
    type_text "$c"
    bytes+=$c
  done
  keys -H 1b 5d 30 3b 78 07 # OSC 0;x BEL in one write
  bytes+=$'\e]0;x\a'
  keys -H 1b 5d # OSC 2;y ST, the body byte by byte
  for c in 32 3b 79; do keys -H "$c"; done
  keys -H 1b 5c
  bytes+=$'\e]2;y\e\\'
  keys M-x
  bytes+=$'\ex'
  type_text ',3'
  bytes+=',3'
  numbers=$(printf ',%s' {4..40})
  tmux_ set-buffer -b e2e -- "$numbers"
  tmux_ paste-buffer -p -d -b e2e -t "=$session:"
  bytes+=$'\e[200~'"$numbers"$'\e[201~'
  wait_for "Sum 820 shown" '^Sum +820$' || return 1
  keys C-p
  keys Down
  keys Up
  keys Enter
  bytes+=$'\x10\e[B\e[A\r'
  keys Enter
  keys NPage
  keys Down
  keys NPage
  keys PPage
  keys NPage
  bytes+=$'\r\e[6~\e[B\e[6~\e[5~\e[6~'
  expect_screen "keys one at a time: the breakdown scrolled as headless shows it" \
    "$(headless "$binary" 80x24 "$bytes")" || return 1
  keys Escape
  expect_screen "keys one at a time, then Esc: the calculator as headless shows it" \
    "$(headless "$binary" 80x24 "$bytes"$'\e')" || return 1
  keys Escape
  after_quit "Esc quits after keys one at a time" "$dir" 'SUM=820 STATUS=0'
}

# I: History on a real file: Ctrl-S then Esc at once (quitting waits for the save), start
# again on the same file, Ctrl-R lists the entry, Enter puts it back, and it sums again.
scenario_i() {
  local binary=$1 id=$2 dir="$WORK/$2-i" file
  mkdir -p -- "$dir"
  file="$dir/history.sqlite"
  start_session "$id-i" || return 1
  launch "$binary" "$dir" --history "$file" || return 1
  type_text '1,2,x,3'
  wait_for "Sum 6 shown" '^Sum +6$' || return 1
  keys C-s
  wait_for "Ctrl-S: the status line says saved" '^ +3 numbers, 1 ignored · saved$' || return 1
  type_text '0'
  keys C-s Escape
  after_quit "Ctrl-S then Esc quits once saved" "$dir" 'SUM=33 STATUS=0' || return 1
  rm -f -- "$dir/result" "$dir/pasted"
  launch "$binary" "$dir" --history "$file" || return 1
  keys C-r
  wait_for "Ctrl-R lists the newest save first" \
    '^  ▸ [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}  33  1,2,x,30$' || return 1
  wait_for "and the first save under it" \
    '^    [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}  6   1,2,x,3$' || return 1
  keys Down Enter
  wait_for "Enter puts the entry back" '^Numbers     ▸ 1,2,x,3$' || return 1
  wait_for "and it sums again" '^Sum +6$' || return 1
  keys Escape
  after_quit "Esc quits after a restore" "$dir" 'SUM=6 STATUS=0'
}

# J: the compact Calculator (docs/SPEC.md: Compact Calculator). A pane 5 rows high shows it from
# launch; resized to 80x24 the full view shows the same texts and focus, and back at 80x5 the
# compact one, each screen what headless mode shows for the same keys at that size; the keys
# typed then go where each field's cursor was.
scenario_j() {
  local binary=$1 id=$2 dir="$WORK/$2-j" size
  local keys=$'1,2\t/\e[D'
  mkdir -p -- "$dir"
  start_session "$id-j" || return 1
  tmux_ resize-window -t "=$session:" -x 80 -y 5
  expect_format "resized to 80x5" '#{pane_width}x#{pane_height}' 80x5 || return 1
  LAUNCH_WAIT='^Sum 0 · 0 numbers, 0 ignored$' launch "$binary" "$dir" || return 1
  type_text '1,2'
  keys Tab
  type_text '/'
  keys Left
  expect_screen "the compact view at 80x5" "$(headless "$binary" 80x5 "$keys")" || return 1
  for size in 80x24 80x5 80x24 80x5; do
    tmux_ resize-window -t "=$session:" -x "${size%x*}" -y "${size#*x}"
    expect_format "resized to $size" '#{pane_width}x#{pane_height}' "$size" || return 1
    expect_screen "the same texts and focus at $size" "$(headless "$binary" "$size" "$keys")" ||
      return 1
  done
  type_text '.'
  keys Tab
  type_text '3'
  wait_for "typing goes on at each field's cursor: sum 24" '^Sum 24 · 2 numbers, 0 ignored$' ||
    return 1
  tmux_ resize-window -t "=$session:" -x 80 -y 24
  wait_for "and the full view shows it" '^Separators    ,\./$' || return 1
  # Back to the size it started at, which `stty -a` after the exit is compared with.
  tmux_ resize-window -t "=$session:" -x 80 -y 5
  wait_for "and the compact one again" '^Sep   ,\./ +Num ▸ 1,23$' || return 1
  keys Escape
  after_quit "quit from the compact Calculator" "$dir" 'SUM=24 STATUS=0'
}

# --- main -------------------------------------------------------------------------------

# A session that lives as long as the script: tmux exits with its last session, and a scenario
# starting right after another ended could reach a server on its way out.
tmux_ new-session -d -s keeper -x 80 -y 24 'sleep 86400' || {
  echo "${0##*/}: cannot start tmux" >&2
  exit 2
}

index=0
for arg in "$@"; do
  index=$((index + 1))
  name=${arg##*/}
  if [[ ! -f $arg || ! -x $arg ]]; then
    fail "binary exists and is executable" "'$arg' is not an executable file"
    continue
  fi
  binary="$(cd -- "$(dirname -- "$arg")" && pwd)/$name"
  started=$SECONDS
  for scenario in ${E2E_SCENARIOS:-a b c d e f g h i j}; do
    "scenario_$scenario" "$binary" "b$index" || true
    stop_session
  done
  printf '     %s: done in %ss\n' "$name" "$((SECONDS - started))"
done

if ((failures > 0)); then
  printf '%d check(s) failed\n' "$failures"
  exit 1
fi
printf 'all checks passed\n'
