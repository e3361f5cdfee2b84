// expect: exit 6, timeout
// args: --timeout 200
// The CLI sleeps until a timer is due, but never past the deadline: the run ends at
// 200 ms, not after ten minutes (the suite would call that a hang), and the callback
// never runs.
setTimeout(() => print("late"), 600000)
