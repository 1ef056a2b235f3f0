window.spotterSearchIndex = [
  {"kind": "athlete", "title": "Ana Ruiz", "url": "athletes/ana/index.html", "text": ""},
  {"kind": "athlete", "title": "Ben Ortiz", "url": "athletes/ben/index.html", "text": ""},
  {"kind": "exercise", "title": "Back Squat", "url": "exercises/back-squat/index.html", "text": "Strength · legs · Squat · Barbell Squat · barbell · rack · quadriceps · glutes · hamstrings · lower back · intermediate", "equipment": ["barbell", "rack"]},
  {"kind": "exercise", "title": "Bench Press", "url": "exercises/bench-press/index.html", "text": "Strength · chest · barbell · bench · chest · triceps", "equipment": ["barbell", "bench"]},
  {"kind": "exercise", "title": "Easy Run", "url": "exercises/easy-run/index.html", "text": "Cardio · liss", "equipment": []},
  {"kind": "exercise", "title": "Hangboard Hang", "url": "exercises/hangboard-hang/index.html", "text": "Climbing · hangboard · forearms", "equipment": ["hangboard"]},
  {"kind": "exercise", "title": "Plank", "url": "exercises/plank/index.html", "text": "Mobility · core", "equipment": []},
  {"kind": "exercise", "title": "Pull-up", "url": "exercises/pull-up/index.html", "text": "Strength · back · bar · lats", "equipment": ["bar"]},
  {"kind": "page", "title": "About", "url": "pages/about/index.html", "text": "I train for strength, running and climbing. - Coach: none - Since 2019"},
  {"kind": "page", "title": "FAQ", "url": "pages/faq/index.html", "text": "Why? Because it is fun."},
  {"kind": "session", "title": "Hangboard repeaters", "url": "sessions/hangboard-repeaters/index.html", "text": "Climbing · Hangboard Hang · Finger strength.", "type": "climbing", "equipment": ["hangboard"]},
  {"kind": "session", "title": "Threshold run", "url": "sessions/run-threshold/index.html", "text": "Cardio · Easy Run", "type": "cardio", "equipment": []},
  {"kind": "session", "title": "Upper A", "url": "sessions/upper-a/index.html", "text": "Strength · Bench Press · Back Squat · Pull-up · Plank · Heavy bench, then a pull-up superset.", "type": "strength", "equipment": ["bar", "barbell", "bench", "rack"]}
];
