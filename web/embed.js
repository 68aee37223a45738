// Placement Playground embed.js: include it once in a docs page that frames
// the playground (<script src="https://playground.example/embed.js" async>),
// and every playground iframe on the page takes the height of its lab, as the
// lab reports it (a 'placement-playground:size' message), whenever it
// changes. Without it, a frame keeps the height its snippet gives and the lab
// scrolls inside. Frames made by mount() size themselves; a frame with the
// attribute data-fixed-height keeps its own height.
(function () {
  'use strict';
  if (window.placementPlaygroundEmbed) return; // included twice: once is enough
  window.placementPlaygroundEmbed = true;
  var SIZE = 'placement-playground:size';
  var MAX_HEIGHT = 20000;

  function frameOf(source) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === source) return frames[i];
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== SIZE || !(data.height > 0) || !isFinite(data.height)) return;
    var frame = frameOf(event.source);
    if (!frame || frame.hasAttribute('data-fixed-height') || frame.hasAttribute('data-placement-playground-mount')) return;
    // Only the page the frame's address names may size it.
    if (new URL(frame.src, location.href).origin !== event.origin) return;
    frame.style.height = Math.min(Math.ceil(data.height), MAX_HEIGHT) + 'px';
  });

  // Frames that started before this script ran have reported already: ask
  // them again (a frame that is not a playground ignores the message).
  var frames = document.getElementsByTagName('iframe');
  for (var i = 0; i < frames.length; i++) {
    if (frames[i].contentWindow) frames[i].contentWindow.postMessage({ type: 'placement-playground:report-size' }, '*');
  }
})();
