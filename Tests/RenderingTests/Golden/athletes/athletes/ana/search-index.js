window.spotterSearchIndex = [
  {"kind": "workout", "title": "Lower · Thu 26 Feb 2026", "url": "athletes/ana/workouts/2026-02-26-lower/index.html", "text": "Back Squat · Plank"},
  {"kind": "workout", "title": "Upper A · Mon 2 Mar 2026", "url": "athletes/ana/workouts/2026-03-02-upper-a/index.html", "text": "Bench Press · Pull-up · Hangboard Hang · Easy Run"}
];
