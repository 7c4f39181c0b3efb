/**
 * Shown while a screen's code loads. CSS only (the spinner's style is in index.html): antd's
 * Spin here would put about 2.5 KB gzip into the first JavaScript of every page, the sign-in
 * pages' included, for an element those pages never show.
 */
export function RouteLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <div role="status" className="route-loading">
        <span className="route-loading-text">Loading</span>
      </div>
    </div>
  );
}
