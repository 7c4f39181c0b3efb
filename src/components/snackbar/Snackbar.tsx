import { Alert } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { closeSnackbar, type SnackbarState } from './snackbarSlice';

/**
 * The app's message bar: coloured by type (error red, success green, info blue) and, as the
 * spec requires, without a timeout: it stays until the user closes it. It lives at the root
 * so the login and reset screens show it too.
 */
export function Snackbar() {
  const dispatch = useDispatch();
  const { message, type, id } = useSelector((state: { snackbar: SnackbarState }) => state.snackbar);
  if (!message) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2000,
        minWidth: 320,
        maxWidth: 'min(640px, 90vw)',
      }}
    >
      <Alert
        key={id}
        type={type}
        title={message}
        showIcon
        closable={{ 'aria-label': 'Close message', onClose: () => dispatch(closeSnackbar()) }}
      />
    </div>
  );
}
