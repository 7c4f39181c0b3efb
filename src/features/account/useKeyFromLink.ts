import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface RegisterForm {
  setValue: (name: 'newUsername' | 'activationKey', value: string) => void;
}

/**
 * The invite and password-reset mails link to `/login#username=…&activationKey=…`
 * (server/handlers/account/keyMail.ts): a fragment, which the browser never sends, so the key
 * reaches no request log. Once mounted, fill the register form from it and take it out of the
 * address bar (replacing the entry), so the key is not left in the history.
 */
export function useKeyFromLink(form: RegisterForm): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const fields = new URLSearchParams(hash.slice(1));
    const username = fields.get('username');
    const activationKey = fields.get('activationKey');
    if (username === null && activationKey === null) return;
    if (username !== null) form.setValue('newUsername', username);
    if (activationKey !== null) form.setValue('activationKey', activationKey);
    void navigate({ pathname, search, hash: '' }, { replace: true });
    // Once, after the fields typed before hydration were taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
