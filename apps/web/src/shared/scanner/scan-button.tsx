// "Scan": opens the camera in a dialog and hands every EAN-13 or Code 128 label read to the
// screen (quick order adds a line, a list a product); a label read again right after itself
// (held in front of the camera) is not taken twice: a second one is another label in between. Without a camera, or without permission, the dialog says
// so and the screen's typing stays as it was.
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/form-dialog.tsx';
import { CameraError, startReading, type CameraProblem } from './barcode-reader.ts';

interface ScanButtonProps {
  /** Called for each label read; the dialog lists what the screen answers (e.g. "added"). */
  onCode: (code: string) => Promise<string> | string;
}

export function ScanButton({ onCode }: ScanButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconScan size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('scanner.scan')}
      </Button>
      <FormDialog opened={opened} onClose={() => setOpened(false)} title={t('scanner.title')}>
        {opened && <Scanner onCode={onCode} onDone={() => setOpened(false)} />}
      </FormDialog>
    </>
  );
}

function Scanner({ onCode, onDone }: ScanButtonProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [reads, setReads] = useState<string[]>([]);
  const last = useRef<string | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    const element = video.current;
    if (!element) return;
    startReading(element, (code) => {
      if (last.current === code) return;
      last.current = code;
      void Promise.resolve(handler.current(code)).then((answer) => {
        if (!stopped) setReads((previous) => [answer, ...previous].slice(0, 10));
      });
    })
      .then((reading) => {
        if (stopped) reading.stop();
        else stop = reading.stop;
      })
      .catch((error: unknown) => {
        if (!stopped) setProblem(error instanceof CameraError ? error.problem : 'noCamera');
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="orange" variant="light" role="alert">
          {t(problem === 'notAllowed' ? 'scanner.notAllowed' : 'scanner.noCamera')}
        </Alert>
      ) : (
        <Text size="sm">{t('scanner.hint')}</Text>
      )}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('scanner.camera')}
        style={{ width: '100%', maxHeight: '50vh', background: '#000', display: problem ? 'none' : 'block' }}
      />
      <div role="status" aria-live="polite">
        {reads.length > 0 && (
          <List size="sm">
            {reads.map((read, index) => (
              <List.Item key={`${index}-${read}`}>{read}</List.Item>
            ))}
          </List>
        )}
      </div>
      <Button onClick={onDone} style={{ alignSelf: 'flex-end' }}>
        {t('scanner.done')}
      </Button>
    </Stack>
  );
}
