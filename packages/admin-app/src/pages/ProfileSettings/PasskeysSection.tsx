import { useEffect, useMemo, useState } from 'react';
import { PasskeyList, toast, type PasskeyListItem } from '@chairside/design-system';
import { formatDateTime } from '../../data/moderationTexts';
import { failureMessage, isSignedOut } from '../../api/failure';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../../data/useSecurity';
import { describeOrigin } from './factorOrigin';
import { SectionLoadError } from './SectionLoadError';
import { securityTexts } from './securityTexts';

const texts = securityTexts.passkeys;

/**
 * Whether this browser can create passkeys, from @simplewebauthn/browser, loaded after the page is up
 * (its own small chunk, which adding a passkey then uses). Undefined until it has loaded.
 */
function useWebAuthnSupport(): boolean | undefined {
  const [supported, setSupported] = useState<boolean>();
  useEffect(() => {
    let live = true;
    import('@simplewebauthn/browser').then(
      ({ browserSupportsWebAuthn }) => live && setSupported(browserSupportsWebAuthn()),
      () => live && setSupported(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/**
 * The signed-in staff member's passkeys, each with when it was added and last used, Remove (asked
 * first) and a form that names and adds a new one through the browser. A passkey removed leaves at
 * once and comes back if the server refuses.
 */
export function PasskeysSection() {
  const { data, error: loadError, mutate } = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const supported = useWebAuthnSupport();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const passkeys = useMemo<PasskeyListItem[]>(
    () =>
      (data ?? []).map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        created: [formatDateTime(passkey.createdAt), describeOrigin(passkey.addedFrom)].filter(Boolean).join(' from '),
        lastUsed: passkey.lastUsedAt === null ? null : formatDateTime(passkey.lastUsedAt),
      })),
    [data],
  );

  if (!data && loadError) return <SectionLoadError title={texts.title} text={texts.failure} onRetry={() => void mutate()} />;

  const onAdd = async (name: string) => {
    setAdding(true);
    setFailure(null);
    try {
      toast.success(await add(name));
    } catch (refusal) {
      if (!isSignedOut(refusal)) setFailure(failureMessage(refusal));
      // PasskeyList keeps the name typed when the add is refused.
      throw refusal;
    } finally {
      setAdding(false);
    }
  };

  const onRemove = async (id: PasskeyListItem['id']) => {
    setFailure(null);
    try {
      toast.success(await remove(Number(id)));
    } catch (refusal) {
      if (!isSignedOut(refusal)) setFailure(failureMessage(refusal));
    }
  };

  return (
    <PasskeyList
      heading={texts.title}
      headingLevel={3}
      passkeys={passkeys}
      loading={!data}
      // Until the library has said, the form shows: nearly every browser can, and a form that appears
      // late would move the page under the reader.
      supported={supported !== false}
      adding={adding}
      error={failure}
      onAdd={onAdd}
      onRemove={onRemove}
    />
  );
}
