// The comparison site's picker and diff (copied into docs/site/ by scripts/site).
// Without JavaScript every column is shown and the diff says it needs JavaScript.
(function () {
  'use strict';
  var KEY = 'calculator-architectures.site.show';
  var boxes = Array.prototype.slice.call(document.querySelectorAll('#picker input[name=variant]'));
  var all = boxes.map(function (box) { return box.value; });

  function parse(text) {
    if (!text) return null;
    var list = [];
    text.split(',').forEach(function (name) {
      if (all.indexOf(name) >= 0 && list.indexOf(name) < 0) list.push(name);
    });
    return list.length >= 2 ? list : null;
  }
  function stored() {
    try { return window.localStorage.getItem(KEY); } catch (error) { return null; }
  }
  function store(list) {
    try { window.localStorage.setItem(KEY, list.join(',')); } catch (error) { /* private mode */ }
  }

  var params = new URLSearchParams(window.location.search);
  // A first visit shows, on a page of code columns, the pair scripts/site names there (eleven
  // columns at once cut every line), and elsewhere every variant. Until the reader picks, that
  // default is neither remembered nor carried in links: each page keeps its own.
  var picker = document.getElementById('picker');
  var picked = parse(params.get('show')) || parse(stored());
  var chosen = picked || parse(picker && picker.getAttribute('data-first')) || all.slice();

  function withShow(href) {
    var hash = '';
    var at = href.indexOf('#');
    if (at >= 0) { hash = href.slice(at); href = href.slice(0, at); }
    var query = href.indexOf('?');
    if (query >= 0) href = href.slice(0, query);
    return href + '?show=' + chosen.join(',') + hash;
  }
  function isSitePage(href) {
    return href && !/^[a-z]+:/i.test(href) && !/^[#/.]/.test(href) && /\.html([?#]|$)/.test(href);
  }

  function apply() {
    chosen = all.filter(function (name) { return chosen.indexOf(name) >= 0; });
    boxes.forEach(function (box) {
      box.checked = chosen.indexOf(box.value) >= 0;
      box.disabled = box.checked && chosen.length <= 2;
      box.title = box.disabled ? 'at least two variants are shown' : '';
    });
    var note = document.getElementById('picker-note');
    if (note) note.textContent = chosen.length + ' of ' + all.length + ' shown';
    var columns = document.getElementById('columns');
    if (columns) columns.style.setProperty('--n', String(chosen.length));
    // The hop and change columns, the diagrams, the tables' columns and rows, the charts' rows
    // (SVG elements have no .hidden: the attribute itself, which site.css hides).
    Array.prototype.forEach.call(document.querySelectorAll('[data-variant]'), function (item) {
      if (chosen.indexOf(item.getAttribute('data-variant')) < 0) item.setAttribute('hidden', '');
      else item.removeAttribute('hidden');
    });
    restack();
    fillSwitcher();
    if (!picked) return;
    Array.prototype.forEach.call(document.querySelectorAll('a[href]'), function (link) {
      var href = link.getAttribute('href');
      if (isSitePage(href)) link.setAttribute('href', withShow(href));
    });
    store(chosen);
    params.set('show', chosen.join(','));
    var url = window.location.pathname + '?' + params.toString().replace(/%2C/g, ',')
      + window.location.hash;
    try { window.history.replaceState(null, '', url); } catch (error) { /* some file:// */ }
  }

  // At phone width (site.css) the columns show one at a time: a button per variant picked
  // chooses which. Without JavaScript they are all shown, one under another.
  var columnsBox = document.getElementById('columns');
  var switcher = document.getElementById('switcher');
  var current = null;
  function fillSwitcher() {
    if (!columnsBox || !switcher) return;
    if (chosen.indexOf(current) < 0) current = chosen[0];
    switcher.textContent = '';
    chosen.forEach(function (name) {
      var button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('role', 'tab');
      button.setAttribute('aria-selected', name === current ? 'true' : 'false');
      button.setAttribute('data-show', name);
      button.textContent = nameOf(name);
      button.addEventListener('click', function () {
        current = name;
        fillSwitcher();
        var focused = switcher.querySelector('[data-show="' + name + '"]');
        if (focused) focused.focus();
      });
      switcher.appendChild(button);
    });
    columnsBox.classList.add('switched');
    Array.prototype.forEach.call(columnsBox.querySelectorAll('.cell'), function (cell) {
      cell.classList.toggle('current', cell.getAttribute('data-variant') === current);
    });
  }

  // A chart's rows, those the picker left, moved up to close the gaps (scripts/site draws
  // each row at data-top + its index × data-pitch).
  function restack() {
    Array.prototype.forEach.call(document.querySelectorAll('svg.chart[data-pitch]'), function (svg) {
      var top = Number(svg.getAttribute('data-top'));
      var pitch = Number(svg.getAttribute('data-pitch'));
      var bottom = Number(svg.getAttribute('data-bottom'));
      var shown = 0;
      Array.prototype.forEach.call(svg.children, function (row) {
        if (row.tagName.toLowerCase() !== 'g' || !row.classList.contains('row')) return;
        if (row.hasAttribute('hidden')) return;
        row.setAttribute('transform', 'translate(0,' + (top + shown * pitch) + ')');
        shown++;
      });
      var height = top + shown * pitch + bottom;
      var box = svg.getAttribute('viewBox').split(' ');
      box[3] = String(height);
      svg.setAttribute('viewBox', box.join(' '));
      svg.setAttribute('height', String(height));
      var line = svg.querySelector('line.mark-line');
      if (line) line.setAttribute('y2', String(top + shown * pitch));
    });
  }

  boxes.forEach(function (box) {
    box.addEventListener('change', function () {
      if (box.checked) {
        if (chosen.indexOf(box.value) < 0) chosen.push(box.value);
      } else if (chosen.length > 2) {
        chosen = chosen.filter(function (name) { return name !== box.value; });
      } else {
        box.checked = true;
      }
      picked = chosen;
      apply();
      if (diffA) { fillDiffDefaults(); diff(); }
    });
  });

  // "show all": every variant at once (a button only JavaScript shows: without it all are).
  var showAll = document.getElementById('picker-all');
  if (showAll) {
    showAll.removeAttribute('hidden');
    showAll.addEventListener('click', function () {
      chosen = all.slice();
      picked = chosen;
      apply();
      if (diffA) { fillDiffDefaults(); diff(); }
    });
  }

  // The header's lists of hops and changes.
  Array.prototype.forEach.call(document.querySelectorAll('select.jump'), function (jump) {
    jump.addEventListener('change', function () {
      if (jump.value) window.location.href = picked ? withShow(jump.value) : jump.value;
    });
  });

  // MARK: The diff of two variants on a hop

  var diffA = document.getElementById('diff-a');
  var diffB = document.getElementById('diff-b');
  var diffOut = document.getElementById('diff-out');

  function linesOf(name) {
    var cell = document.querySelector('.cell[data-variant="' + name + '"]');
    var lines = [];
    if (!cell) return lines;
    Array.prototype.forEach.call(cell.querySelectorAll('pre.hl'), function (pre, index) {
      if (index > 0) lines.push({ key: '\u0000file', html: '// ⋯ next file', gap: true });
      Array.prototype.forEach.call(pre.querySelectorAll('.ln'), function (line) {
        lines.push({ key: line.textContent.trim(), html: line.innerHTML, gap: false });
      });
    });
    return lines;
  }

  // Longest common subsequence of the lines' keys: the rows, aligned, left and right.
  function align(a, b) {
    var n = a.length, m = b.length, table = [], i, j;
    for (i = 0; i <= n; i++) table.push(new Int32Array(m + 1));
    for (i = n - 1; i >= 0; i--) {
      for (j = m - 1; j >= 0; j--) {
        table[i][j] = a[i].key === b[j].key ? table[i + 1][j + 1] + 1
          : Math.max(table[i + 1][j], table[i][j + 1]);
      }
    }
    var rows = [], left = [], right = [];
    function flush() {
      for (var k = 0; k < Math.max(left.length, right.length); k++) {
        rows.push([left[k] || null, right[k] || null, true]);
      }
      left = []; right = [];
    }
    i = 0; j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[i].key === b[j].key) {
        flush(); rows.push([a[i], b[j], false]); i++; j++;
      } else if (j >= m || (i < n && table[i + 1][j] >= table[i][j + 1])) {
        left.push(a[i]); i++;
      } else {
        right.push(b[j]); j++;
      }
    }
    flush();
    return rows;
  }

  function side(title, rows, index, cls) {
    var wrap = document.createElement('div');
    wrap.className = 'diff-side ' + cls;
    var heading = document.createElement('h3');
    heading.textContent = title;
    var pre = document.createElement('pre');
    pre.className = 'hl';
    var code = document.createElement('code');
    rows.forEach(function (row) {
      var line = row[index];
      var span = document.createElement('span');
      span.className = 'ln';
      if (!line) {
        span.className += ' pad';
        span.textContent = ' ';
      } else {
        span.innerHTML = line.html;
        if (line.gap) span.className += ' gap';
        else if (row[2]) span.className += ' only';
      }
      code.appendChild(span);
    });
    pre.appendChild(code);
    wrap.appendChild(heading);
    wrap.appendChild(pre);
    return wrap;
  }

  function nameOf(value) {
    var cell = document.querySelector('.cell[data-variant="' + value + '"]');
    return cell ? cell.getAttribute('data-name') : value;
  }

  function diff() {
    var a = diffA.value, b = diffB.value;
    diffOut.textContent = '';
    if (a === b) {
      var same = document.createElement('p');
      same.className = 'note';
      same.textContent = 'Choose two different variants.';
      diffOut.appendChild(same);
      return;
    }
    var rows = align(linesOf(a), linesOf(b));
    var onlyA = 0, onlyB = 0, shared = 0;
    rows.forEach(function (row) {
      // Blank lines are not counted, on either side.
      if (!row[2]) { if (!row[0].gap && row[0].key) shared++; return; }
      if (row[0] && !row[0].gap && row[0].key) onlyA++;
      if (row[1] && !row[1].gap && row[1].key) onlyB++;
    });
    var summary = document.createElement('p');
    summary.className = 'diff-summary';
    summary.id = 'diff-summary';
    summary.textContent = onlyA + ' lines only in ' + nameOf(a) + ', ' + onlyB + ' only in '
      + nameOf(b) + ', ' + shared + ' in both.';
    diffOut.appendChild(summary);
    diffOut.appendChild(side(nameOf(a), rows, 0, 'left'));
    diffOut.appendChild(side(nameOf(b), rows, 1, 'right'));
    diffOut.setAttribute('data-pair', a + ',' + b);
  }

  function fillDiffDefaults() {
    var pair = parse(params.get('diff'));
    if (pair && pair.length === 2) {
      diffA.value = pair[0]; diffB.value = pair[1];
    } else if (!diffA.dataset.touched) {
      diffA.value = chosen[0]; diffB.value = chosen[1];
    }
  }

  function diffChanged() {
    diffA.dataset.touched = 'yes';
    params.set('diff', diffA.value + ',' + diffB.value);
    apply();
    diff();
  }

  apply();
  if (diffA && diffB && diffOut) {
    fillDiffDefaults();
    diffA.addEventListener('change', diffChanged);
    diffB.addEventListener('change', diffChanged);
    diff();
  }
}());
