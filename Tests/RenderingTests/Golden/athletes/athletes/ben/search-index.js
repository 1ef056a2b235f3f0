window.spotterSearchIndex = [
  {"kind": "workout", "title": "Squat day · Mon 23 Feb 2026", "url": "athletes/ben/workouts/2026-02-23-ben-squat/index.html", "text": "Back Squat"},
  {"kind": "workout", "title": "Squat day · Mon 2 Mar 2026", "url": "athletes/ben/workouts/2026-03-02-ben-squat/index.html", "text": "Back Squat"}
];
