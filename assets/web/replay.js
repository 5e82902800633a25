// Touchline's replay page: the slider shows its board at once, the arrow keys step, Home and End
// go to the ends, and Play shows the boards one after another. Each board is its own page
// (`?step=N`), which works without this script too.
(function () {
  "use strict";
  var step = document.getElementById("step");
  if (!step) { return; }
  var button = document.getElementById("autoplay");
  var keys = document.querySelector("p.keys");
  var n = Number(step.value), last = Number(step.max);
  var playing = new URLSearchParams(location.search).get("play") === "1";

  function go(k, play) {
    k = Math.max(0, Math.min(last, k));
    if (k === n && !play) { return; }
    location.href = location.pathname + "?step=" + k + (play ? "&play=1" : "");
  }

  button.hidden = false;
  keys.hidden = false;
  step.addEventListener("change", function () { go(Number(step.value), false); });
  document.addEventListener("keydown", function (e) {
    if (e.target !== step && e.target !== document.body) { return; }
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var to = { ArrowLeft: n - 1, ArrowRight: n + 1, Home: 0, End: last }[e.key];
    if (to !== undefined) { e.preventDefault(); go(to, false); }
    if (e.key === " ") { e.preventDefault(); button.click(); }
  });

  function show() { button.textContent = button.getAttribute(playing ? "data-pause" : "data-play"); }
  var timer = null;
  function stopped() { history.replaceState(null, "", location.pathname + "?step=" + n); }
  function play() {
    if (n >= last) { playing = false; show(); stopped(); return; }
    timer = setTimeout(function () { go(n + 1, true); }, 1500);
  }
  button.addEventListener("click", function () {
    playing = !playing;
    show();
    if (playing) {
      if (n >= last) { go(0, true); } else { play(); }
    } else {
      clearTimeout(timer);
      stopped();
    }
  });
  show();
  if (playing) { play(); }
})();
