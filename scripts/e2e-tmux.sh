#!/usr/bin/env bash
# End-to-end test of the interactive calculator binaries in a real terminal, driven by tmux
# the way a person would use them: type, look at the screen, press keys, quit.
#
# Usage: scripts/e2e-tmux.sh BINARY...      e.g. scripts/e2e-tmux.sh .build/debug/calc-mvc
#
# Every scenario runs in a fresh detached 80x24 tmux session on a private socket (tmux -L),
# so a user's tmux server is never touched; the server is killed on every way out.
# Prints one line per check (`ok   NAME: check` / `FAIL NAME: check` plus the screen and a
# diff) and exits non-zero if any check failed. Needs tmux; needs no stdin.
# E2E_TIMEOUT (seconds, default 10) bounds every wait.
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

# launch BINARY DIR: runs the binary in the pane the way a person captures its sum.
launch() {
  local binary=$1 dir=$2 q
  q=$(printf '%q' "$dir")
  type_text "stty -a > $q/before; x=\$($(printf '%q' "$binary")); status=\$?;\
 stty -a > $q/after; printf 'SUM=%s STATUS=%s\\n' \"\$x\" \"\$status\" > $q/result"
  keys Enter
  wait_for "calculator starts" '^Calculator$'
}

# after_quit CHECK-PREFIX DIR EXPECTED-RESULT: the checks once the binary has exited.
after_quit() {
  local prefix=$1 dir=$2 expected=$3 result
  # The command line is done when a fresh, empty prompt shows up.
  wait_for "$prefix: back at the shell prompt" '^e2e\$$' || return 1
  result=$(cat -- "$dir/result" 2>/dev/null || true)
  if [[ $result == "$expected" ]]; then
    ok "$prefix: stdout and exit status ($result)"
  else
    fail "$prefix: stdout and exit status" "result is '$result', expected '$expected'"
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
}

# --- expected screens -------------------------------------------------------------------

readonly FOOTER='Tab next field · Enter breakdown · Ctrl-P presets · Esc quit'

readonly CALC_COMMA="Calculator
Separators    ,
Numbers     ▸ 1,2,x,3
Sum           6
              3 numbers, 1 ignored
$FOOTER"

readonly CALC_COMMA_SEPARATORS_FOCUSED="Calculator
Separators  ▸ ,
Numbers       1,2,x,3
Sum           6
              3 numbers, 1 ignored
$FOOTER"

readonly BREAKDOWN='Breakdown
  #  fragment   value            total
  1  1          1                1
  2  2          2                3
  3  x          ignored: not a number
  4  3          3                6
Sum 6 · 3 numbers, 1 ignored
Esc back · ↑↓ scroll'

readonly PRESETS='Separators
  ▸ ,     comma
    ;     semicolon
          space
    |     pipe
    ,;    comma or semicolon
Enter choose · Esc cancel'

readonly PRESETS_SEMICOLON='Separators
    ,     comma
  ▸ ;     semicolon
          space
    |     pipe
    ,;    comma or semicolon
Enter choose · Esc cancel'

readonly CALC_SEMICOLON="Calculator
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

# B: quit with Ctrl-C.
scenario_b() {
  local binary=$1 id=$2 dir="$WORK/$2-b"
  mkdir -p -- "$dir"
  start_session "$id-b" || return 1
  launch "$binary" "$dir" || return 1
  type_text '40,2'
  wait_for "sum 42 shown" '^Sum +42$' || return 1
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

# --- main -------------------------------------------------------------------------------

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
  for scenario in scenario_a scenario_b scenario_c; do
    "$scenario" "$binary" "b$index" || true
    stop_session
  done
  printf '     %s: done in %ss\n' "$name" "$((SECONDS - started))"
done

if ((failures > 0)); then
  printf '%d check(s) failed\n' "$failures"
  exit 1
fi
printf 'all checks passed\n'
