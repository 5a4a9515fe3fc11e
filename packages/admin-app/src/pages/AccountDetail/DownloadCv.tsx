import { useState } from 'react';
import { Button, Stack, Text } from '@chairside/design-system';
import { downloadFile } from '../../profile/downloadFile';

/** SPEC.md section 8: what the page says when there is no CV to save. */
export const noCvText = 'CV not available';

/** 'Download CV': saves the file, or says 'CV not available' when there is none or the server has lost it. */
export function DownloadCv({ cvUrl }: { cvUrl: string | undefined }) {
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const download = async () => {
    setUnavailable(false);
    if (!cvUrl) {
      setUnavailable(true);
      return;
    }
    setBusy(true);
    try {
      await downloadFile(cvUrl, 'cv');
    } catch {
      setUnavailable(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack space="small" align="left">
      <Button variant="secondary" busy={busy} busyText="Downloading..." onClick={() => void download()}>
        Download CV
      </Button>
      {/* An alert in the page rather than window.alert: announced, and it does not block the screen. */}
      {unavailable ? (
        <Text role="alert" tone="danger">
          {noCvText}
        </Text>
      ) : null}
    </Stack>
  );
}
