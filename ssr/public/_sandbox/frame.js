/*
 * The sandbox frame of embeds and custom code (docs/developer-content.md).
 *
 * The page loads /_sandbox/frame.html in an <iframe sandbox="allow-scripts ..."> without
 * allow-same-origin, so everything here runs in an opaque origin: no cookies, no
 * storage and no credentialed requests of the site, no access to the page around it.
 * The page posts the content ({type: 'wm-frame-content', html, css, script,
 * runHtmlScripts, stylesheets}); this script renders it once and reports the height of
 * the content ({type: 'wm-frame-height', height}) whenever it changes, so the page sizes
 * the iframe to it. New content means a new frame: one document renders one content.
 *
 * Plain browser JavaScript on purpose: a static file, no build step, no framework.
 */
(function () {
  'use strict';

  var LOG_PREFIX = '[customcode]';
  var BLOCKED_MARKER = '__blocked__';
  var root = document.getElementById('wm-frame-root');
  var rendered = false;
  var lastHeight = -1;
  var cleanups = [];

  function toParent(message) {
    // The page's origin is not known to an opaque origin; heights are no secret.
    if (window.parent !== window) window.parent.postMessage(message, '*');
  }

  function reportHeight() {
    // Nothing to size before the content arrived; the page keeps its loading height.
    if (!rendered) return;
    var height = Math.ceil(root.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    toParent({ type: 'wm-frame-height', height: height });
  }

  function text(value) {
    return typeof value === 'string' ? value : '';
  }

  function addStylesheets(hrefs, css) {
    if (Array.isArray(hrefs)) {
      hrefs.forEach(function (href) {
        if (typeof href !== 'string' || !href) return;
        var link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.head.appendChild(link);
      });
    }
    if (css) {
      var style = document.createElement('style');
      style.textContent = css;
      document.head.appendChild(style);
    }
  }

  function isParserBlocking(script) {
    return script.hasAttribute('src') && !script.hasAttribute('async') && !script.hasAttribute('defer') && script.type !== 'module';
  }

  /** innerHTML never runs scripts: replace each by a live copy, in order, as a parser would. */
  function runHtmlScripts(container) {
    var scripts = Array.prototype.slice.call(container.querySelectorAll('script'));
    var index = 0;
    function next() {
      while (index < scripts.length) {
        var original = scripts[index];
        index += 1;
        if (!original.isConnected) continue;
        var live = document.createElement('script');
        Array.prototype.forEach.call(original.attributes, function (attribute) {
          live.setAttribute(attribute.name, attribute.value);
        });
        live.text = original.textContent || '';
        var blocking = isParserBlocking(live);
        if (blocking) {
          live.async = false;
          live.addEventListener('load', next, { once: true });
          live.addEventListener('error', next, { once: true });
        }
        original.replaceWith(live);
        if (blocking) return;
      }
    }
    next();
  }

  function logFailure(what, error, source) {
    var hint = source && source.indexOf(BLOCKED_MARKER) >= 0 ? ' (blocked words were replaced by ' + BLOCKED_MARKER + ')' : '';
    console.error(LOG_PREFIX + ' ' + what + hint + ':', error);
  }

  /** The custom-code script (its blocked words already replaced by the page), with `root` and `onCleanup`. */
  function runScript(source) {
    if (!source.trim()) return;
    var compiled;
    try {
      compiled = new Function('root', 'onCleanup', source);
    } catch (error) {
      logFailure('script could not be compiled', error, source);
      return;
    }
    var onCleanup = function (cleanup) {
      if (typeof cleanup === 'function') cleanups.push(cleanup);
    };
    try {
      var result = compiled.call(root, root, onCleanup);
      if (typeof result === 'function') onCleanup(result);
      if (result && typeof result.then === 'function') {
        result.then(undefined, function (error) {
          logFailure('script failed', error, source);
        });
      }
    } catch (error) {
      logFailure('script failed', error, source);
    }
  }

  function render(content) {
    addStylesheets(content.stylesheets, text(content.css));
    root.innerHTML = text(content.html);
    if (content.runHtmlScripts === true) runHtmlScripts(root);
    runScript(text(content.script));
    reportHeight();
  }

  window.addEventListener('message', function (event) {
    // Only the page that holds this frame may fill it, and only once.
    if (event.source !== window.parent || window.parent === window) return;
    var data = event.data;
    if (rendered || !data || data.type !== 'wm-frame-content') return;
    rendered = true;
    render(data);
  });

  window.addEventListener('pagehide', function () {
    cleanups.splice(0).reverse().forEach(function (cleanup) {
      try {
        cleanup();
      } catch (error) {
        logFailure('cleanup failed', error);
      }
    });
  });

  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(root);
  window.addEventListener('load', reportHeight);
  toParent({ type: 'wm-frame-ready' });
})();
