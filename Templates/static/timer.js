// Spotter's session timer (docs/site-pages.md, the timer page). It plays the steps the
// page carries in `data-timeline` (JSON Spotter wrote from the session's protocols: each
// step's kind, words, start and duration in seconds) and works nothing out of its own but
// the time within a step. No network, no storage: it runs opened from disk and offline.
(function () {
  "use strict";
  var root = document.querySelector("section.timer");
  if (!root || !root.dataset.timeline) return;
  var protocols = JSON.parse(root.dataset.timeline);
  if (!protocols.length) return;
  var words = root.dataset, lead = Number(words.lead) || 0;
  function q(selector) { return root.querySelector(selector); }
  var ui = {
    protocol: q(".timer-protocol"), name: q(".timer-name"), grip: q(".timer-grip"),
    countdown: q(".timer-countdown"), detail: q(".timer-detail"), countup: q(".timer-countup"),
    countupValue: q(".timer-countup-value"), elapsed: q(".timer-elapsed-value"), total: q(".timer-total"),
    progress: q(".timer-progress"), nextName: q(".timer-next-name"), nextGrip: q(".timer-next-grip"),
    status: q(".timer-status"), toggle: q(".timer-toggle"), skip: q(".timer-skip"), restart: q(".timer-restart"),
    sound: q(".timer-sound input")
  };
  var tables = document.querySelectorAll(".timer-steps tbody");

  // The state: which protocol and step (-1 is "Get ready"), when the step began on the
  // clock (performance.now(), ms) and, while paused, how far into it the timer was.
  var p = 0, step = -1, begun = 0, pausedAt = null, running = false, finished = false, tick = null;
  var audio = null, wakeLock = null;

  function clock(seconds) {
    var s = Math.max(0, Math.ceil(seconds - 1e-6)), m = Math.floor(s / 60);
    var h = Math.floor(m / 60);
    s = s % 60;
    if (h > 0) return h + ":" + String(m % 60).padStart(2, "0") + ":" + String(s).padStart(2, "0");
    return m + ":" + String(s).padStart(2, "0");
  }
  function elapsedClock(seconds) { return clock(Math.floor(seconds + 1e-6)); }
  function steps() { return protocols[p].steps; }
  function current() {
    return step < 0 ? { kind: "ready", name: words.ready, grip: "", detail: "", start: 0, duration: lead, setStart: null }
      : steps()[step];
  }
  function now() { return performance.now(); }
  function secondsIn() { return ((pausedAt === null ? now() : pausedAt) - begun) / 1000; }

  function beep(kind) {
    if (!audio || !ui.sound.checked) return;
    var tones = kind === "done" ? [660, 660, 990] : [kind === "work" ? 880 : 520];
    tones.forEach(function (frequency, i) {
      var osc = audio.createOscillator(), gain = audio.createGain(), at = audio.currentTime + i * 0.25;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      osc.connect(gain); gain.connect(audio.destination);
      osc.start(at); osc.stop(at + 0.22);
    });
  }

  function mark() {
    for (var t = 0; t < tables.length; t++) {
      var rows = tables[t].rows;
      for (var r = 0; r < rows.length; r++) {
        if (t === p && r === step && !finished) rows[r].setAttribute("aria-current", "step");
        else rows[r].removeAttribute("aria-current");
      }
    }
  }

  // The words of the step shown, the next one's, and where the protocol is.
  function show() {
    var s = current(), list = steps(), next = finished ? null : list[step + 1];
    ui.protocol.textContent = protocols[p].title
      + (protocols.length > 1 ? " (" + words.protocolWord + " " + (p + 1) + " " + words.of + " " + protocols.length + ")" : "");
    ui.name.textContent = finished ? (p + 1 < protocols.length ? words.protocolDone : words.allDone) : s.name;
    ui.grip.textContent = finished ? "" : s.grip;
    ui.detail.textContent = finished ? "" : s.detail;
    root.dataset.kind = finished ? "done" : s.kind;
    ui.nextName.textContent = next ? next.name : "–";
    ui.nextGrip.textContent = next ? next.grip : "";
    ui.total.textContent = elapsedClock(protocols[p].total);
    controls();
    mark();
    update();
  }

  // The clocks: the step counting down, the set counting up, the protocol's elapsed time.
  function update() {
    var s = current(), inStep = finished ? s.duration : Math.min(secondsIn(), s.duration);
    var at = step < 0 ? 0 : s.start + inStep;
    ui.countdown.textContent = clock(s.duration - inStep);
    root.classList.toggle("timer-ending", running && s.duration - inStep <= 3);
    var inSet = !finished && s.setStart !== null && step >= 0;
    ui.countup.hidden = !inSet;
    if (inSet) ui.countupValue.textContent = elapsedClock(at - s.setStart);
    ui.elapsed.textContent = elapsedClock(at);
    ui.progress.max = protocols[p].total;
    ui.progress.value = at;
  }

  function announce() {
    var s = current();
    ui.status.textContent = finished ? ui.name.textContent : [s.name, s.grip, s.detail].filter(Boolean).join(", ");
  }

  // Into the next step: the one after `step`, or the end of the protocol.
  function advance(at) {
    if (step + 1 < steps().length) {
      step += 1;
      begun = at;
      beep(current().kind);
    } else {
      finished = true;
      setRunning(false);
      beep("done");
    }
    show();
    announce();
  }

  function loop() {
    if (!running) return;
    // Steps whose time is over, however many (a tab in the background is woken late): each
    // ends at its own time, so the next one starts then, not when the page looks.
    while (running && !finished && secondsIn() >= current().duration) {
      advance(begun + current().duration * 1000);
    }
    update();
    tick = setTimeout(loop, 100);
  }

  // Start, Pause or Resume; Skip and Start again once the protocol has begun.
  function controls() {
    var pristine = !running && !finished && step < 0 && pausedAt === null;
    ui.toggle.textContent = running ? words.pause : (finished || pristine ? words.start : words.resume);
    ui.skip.disabled = finished || pristine;
    ui.restart.disabled = pristine;
  }

  function setRunning(on) {
    running = on;
    controls();
    if (!on) { clearTimeout(tick); releaseWakeLock(); }
  }

  function keepScreenOn() {
    if (!navigator.wakeLock || wakeLock) return;
    navigator.wakeLock.request("screen").then(function (lock) { wakeLock = lock; }, function () {});
  }
  function releaseWakeLock() {
    if (wakeLock) { wakeLock.release(); wakeLock = null; }
  }

  function start() {
    if (!audio && (window.AudioContext || window.webkitAudioContext)) {
      try { audio = new (window.AudioContext || window.webkitAudioContext)(); } catch (e) { audio = null; }
    }
    if (audio && audio.state === "suspended") audio.resume();
    if (finished) {
      // The next protocol, or this one again after the last.
      p = p + 1 < protocols.length ? p + 1 : 0;
      finished = false; step = -1; pausedAt = null;
    }
    if (pausedAt !== null) {
      begun += now() - pausedAt;
      pausedAt = null;
    } else {
      begun = now();
      if (lead <= 0) { step = 0; }
    }
    setRunning(true);
    keepScreenOn();
    show();
    announce();
    loop();
  }

  function pause() {
    pausedAt = now();
    setRunning(false);
    update();
  }

  function skip() {
    if (finished) return;
    var wasPaused = pausedAt !== null;
    advance(now());
    if (wasPaused && !finished) pausedAt = begun;
  }

  function restart() {
    finished = false; step = -1; pausedAt = null;
    setRunning(false);
    show();
    ui.status.textContent = "";
  }

  ui.toggle.addEventListener("click", function () { if (running) pause(); else start(); });
  ui.skip.addEventListener("click", skip);
  ui.restart.addEventListener("click", restart);
  document.addEventListener("keydown", function (event) {
    var target = event.target, tag = target && target.tagName;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || tag === "BUTTON" || tag === "SUMMARY" || tag === "A") return;
    if (event.key === " ") { event.preventDefault(); ui.toggle.click(); }
    else if (event.key === "n" || event.key === "N") { if (!ui.skip.disabled) skip(); }
  });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && running) keepScreenOn();
  });

  root.hidden = false;
  show();
  setRunning(false);
  // `?start` in the address starts at once (a bookmark at the wall); Chromium's tests open it so.
  if (/(^|[?&])start(=|&|$)/.test(location.search.slice(1))) start();
})();
