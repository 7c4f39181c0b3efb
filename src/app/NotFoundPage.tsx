import { Link } from 'react-router';

/** Kept free of antd so an unknown address costs almost nothing to show. */
export function NotFoundPage() {
  return (
    <main style={{ padding: 48, textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/login">Go to the login page</Link>
    </main>
  );
}
