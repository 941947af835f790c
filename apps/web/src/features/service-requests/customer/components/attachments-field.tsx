// Photos and PDFs sent with a request: picked with a button (keyboard and screen readers reach it
// as any other), checked before they are kept (attachment-checks.ts: count, size, kind by the
// first bytes), listed with a remove button each. What was refused is said, naming the file; a
// refusal of the server (413/415) shows here too.
import { formatAmount } from '@portal/domain/format';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@portal/domain/service-requests';
import { ActionIcon, Alert, Button, FileButton, Fieldset, Group, List, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addAttachments, type AttachmentProblem } from '../attachment-checks.ts';

const MAX_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

interface AttachmentsFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A refusal of the server about the files. */
  error?: ReactNode;
}

export function AttachmentsField({ files, onChange, error }: AttachmentsFieldProps) {
  const { t } = useTranslation(['translation', 'messages']);
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const resetRef = useRef<() => void>(null);
  const hintId = useId();
  const errorId = useId();

  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('serviceRequests.form.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) })
      : t('serviceRequests.form.megabytes', { size: formatAmount(bytes / (1024 * 1024)) });

  const problemText = (problem: AttachmentProblem) =>
    problem.kind === 'tooManyFiles'
      ? t('messages:serviceRequests.tooManyFiles', { max: MAX_ATTACHMENTS })
      : problem.kind === 'fileTooBig'
        ? t('messages:serviceRequests.fileTooBig', { nom: problem.name, max: MAX_MB })
        : t('messages:serviceRequests.fileType', { nom: problem.name });

  const pick = async (picked: File[]) => {
    // The same file can be picked again after it was removed.
    resetRef.current?.();
    if (picked.length === 0) return;
    setChecking(true);
    try {
      const result = await addAttachments(files, picked);
      setProblems(result.problems);
      onChange(result.files);
    } finally {
      setChecking(false);
    }
  };

  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_, i) => i !== index));
  };

  // One "too many" is enough, whichever files it stopped.
  const shown = problems.filter(
    (problem, i) =>
      problem.kind !== 'tooManyFiles' || problems.findIndex((p) => p.kind === 'tooManyFiles') === i,
  );

  return (
    <Fieldset legend={t('serviceRequests.form.attachments')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" id={hintId}>
          {t('serviceRequests.form.attachmentsHint', { max: MAX_ATTACHMENTS, size: MAX_MB })}
        </Text>
        {files.length > 0 && (
          <List
            spacing={4}
            listStyleType="none"
            aria-label={t('serviceRequests.form.chosenFiles', { count: files.length, max: MAX_ATTACHMENTS })}
          >
            {files.map((file, index) => (
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>
                <Group gap="xs" wrap="nowrap">
                  {file.type === 'application/pdf' ? (
                    <IconFileTypePdf size={18} aria-hidden />
                  ) : (
                    <IconPhoto size={18} aria-hidden />
                  )}
                  <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
                    {file.name}{' '}
                    <Text span size="sm" c="dimmed">
                      ({size(file.size)})
                    </Text>
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('serviceRequests.form.removeFile', { name: file.name })}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {shown.length > 0 && (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Stack gap={2}>
              {shown.map((problem) => (
                <Text key={`${problem.kind}-${problem.name}`} size="sm">
                  {problemText(problem)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group>
          <FileButton
            multiple
            accept={ATTACHMENT_TYPES.join(',')}
            resetRef={resetRef}
            onChange={(picked) => void pick(picked)}
            disabled={files.length >= MAX_ATTACHMENTS}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={checking}
                disabled={files.length >= MAX_ATTACHMENTS}
                leftSection={<IconPaperclip size={18} aria-hidden />}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                data-invalid={error ? 'true' : undefined}
              >
                {t('serviceRequests.form.addFiles')}
              </Button>
            )}
          </FileButton>
        </Group>
        {error && (
          <Text id={errorId} c="var(--mantine-color-error)" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
