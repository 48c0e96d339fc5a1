import { lockZoomOnIphone } from './iphone-zoom-lock';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ZOOMABLE = 'width=device-width, initial-scale=1, viewport-fit=cover';

function viewport(): HTMLMetaElement {
  document.head.innerHTML = `<meta name="viewport" content="${ZOOMABLE}" />`;
  return document.querySelector('meta[name="viewport"]') as HTMLMetaElement;
}

describe('zoom lock (LAYOUT-5: on iPhone only)', () => {
  it('locks the zoom on an iPhone', () => {
    const meta = viewport();
    lockZoomOnIphone(document, IPHONE);
    expect(meta.content).toBe(`${ZOOMABLE}, maximum-scale=1`);
    lockZoomOnIphone(document, IPHONE);
    expect(meta.content.match(/maximum-scale/g)).toHaveLength(1);
  });

  it('leaves other phones and desktops free to zoom', () => {
    const meta = viewport();
    lockZoomOnIphone(document, ANDROID);
    lockZoomOnIphone(document, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15');
    lockZoomOnIphone(document, 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)');
    expect(meta.content).toBe(ZOOMABLE);
  });
});
