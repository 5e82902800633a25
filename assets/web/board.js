// Touchline's seat board: shows the new position when the match moves (the stream says only
// the match's version; the page is fetched again), and counts the seat's clock down.
(function () {
  "use strict";
  var seat = document.getElementById("seat");
  if (!seat) { return; }
  var version = seat.getAttribute("data-version");
  var sending = false;
  document.addEventListener("submit", function () { sending = true; });

  var offset = 0;
  var t = document.querySelector("time[data-now]");
  if (t) { offset = Number(t.getAttribute("data-now")) - Date.now(); }
  function left(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, r = s % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return h > 0 ? h + ":" + two(m) + ":" + two(r) : m + ":" + two(r);
  }
  function tick() {
    var now = Date.now() + offset;
    document.querySelectorAll("time[data-due]").forEach(function (c) {
      c.textContent = left(Number(c.getAttribute("data-due")) - now);
    });
  }
  setInterval(tick, 1000);

  if (!window.EventSource) { return; }
  var source = new EventSource(seat.getAttribute("data-stream"));
  source.addEventListener("moved", function (e) {
    // A tap being sent brings its own page back.
    if (e.data !== version && !sending) {
      source.close();
      window.location.replace(seat.getAttribute("data-self"));
    }
  });
  source.addEventListener("open", function () { seat.setAttribute("data-connected", "true"); });
  source.addEventListener("error", function () { seat.setAttribute("data-connected", "false"); });
})();
