// The claim table's filter: paper, verdict and method, kept in the URL fragment
// (index.html#verdict=refuted&paper=massini-2003; a ?query is read when there is no fragment).
// Rows that do not match get the `hidden` attribute; without this script every row shows.
(function () {
  "use strict";
  var form = document.getElementById("filter");
  var table = document.getElementById("claims");
  if (!form || !table) return;
  var keys = ["paper", "verdict", "method"];
  var rows = Array.prototype.slice.call(table.tBodies[0].rows);
  var shown = document.getElementById("shown");

  function parse(text) {
    var state = {};
    text.split("&").forEach(function (part) {
      var i = part.indexOf("=");
      if (i < 0) return;
      try {
        var k = decodeURIComponent(part.slice(0, i));
        var v = decodeURIComponent(part.slice(i + 1).replace(/\+/g, " "));
      } catch (e) {
        return;
      }
      if (keys.indexOf(k) >= 0) state[k] = v;
    });
    return state;
  }

  function fromLocation() {
    var text = location.hash.replace(/^#/, "") || location.search.replace(/^\?/, "");
    return parse(text);
  }

  function apply(state) {
    // The selects keep only values they offer, so an unknown one in a link is dropped.
    keys.forEach(function (k) {
      form.elements[k].value = state[k] || "";
      state[k] = form.elements[k].value;
    });
    var count = 0;
    rows.forEach(function (row) {
      var ok =
        (!state.paper || row.getAttribute("data-paper") === state.paper) &&
        (!state.verdict || row.getAttribute("data-verdict") === state.verdict) &&
        (!state.method || row.getAttribute("data-methods").split(" ").indexOf(state.method) >= 0);
      if (ok) {
        row.removeAttribute("hidden");
        count += 1;
      } else {
        row.setAttribute("hidden", "");
      }
    });
    shown.textContent = count + " of " + rows.length + " claims shown";
    return state;
  }

  function write(state) {
    var parts = keys
      .filter(function (k) { return state[k]; })
      .map(function (k) { return k + "=" + encodeURIComponent(state[k]); });
    var hash = "#" + parts.join("&");
    try {
      history.replaceState(null, "", hash);
    } catch (e) {
      location.hash = hash;
    }
  }

  form.addEventListener("change", function () {
    var state = {};
    keys.forEach(function (k) { state[k] = form.elements[k].value; });
    write(apply(state));
  });
  form.addEventListener("reset", function () {
    setTimeout(function () { write(apply({})); }, 0);
  });
  form.addEventListener("submit", function (e) { e.preventDefault(); });
  window.addEventListener("hashchange", function () { apply(fromLocation()); });
  form.removeAttribute("hidden");
  apply(fromLocation());
})();
