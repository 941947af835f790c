// The files sent with a request. Each is read through the app's HTTP client (it needs the
// session's token) and shown through an object URL, revoked when the page goes: a photo as a
// thumbnail that opens full size, a PDF as a link that opens it, each with a link that saves it
// under its name. Every file is read when the page opens (at most five): a link must point at the
// file already, since a browser blocks a tab opened after waiting for a download.
import type { AttachmentSummary } from '@portal/domain/service-requests';
import { Anchor, Button, Group, Image, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAttachment } from '../api/fetch-attachment.ts';
import { formatFileSize } from '../format.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { RequestSection } from './request-section.tsx';

const THUMBNAIL = 160;

function AttachmentCard({ numero, file }: { numero: string; file: AttachmentSummary }) {
  const { t } = useTranslation();
  const content = useAttachment(numero, file.id);
  const url = useObjectUrl(content.data);
  const isImage = file.tipus !== 'application/pdf';
  const newTab = <VisuallyHidden>{t('serviceRequests.detail.opensInNewTab')}</VisuallyHidden>;

  let preview;
  if (content.isError) {
    preview = (
      <Stack gap={4} align="flex-start">
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('serviceRequests.detail.fileLoadError', { nom: file.nom })}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void content.refetch()}>
          {t('serviceRequests.detail.retry')}
        </Button>
      </Stack>
    );
  } else if (!url) {
    preview = (
      <Skeleton h={isImage ? THUMBNAIL : 24} w={THUMBNAIL} aria-label={t('app.loading')} role="status" />
    );
  } else if (isImage) {
    preview = (
      <Anchor href={url} target="_blank" rel="noopener" display="block">
        <Image
          src={url}
          alt={t('serviceRequests.detail.openFile', { nom: file.nom })}
          h={THUMBNAIL}
          w={THUMBNAIL}
          fit="cover"
          radius="sm"
        />
        {newTab}
      </Anchor>
    );
  } else {
    preview = (
      <Anchor href={url} target="_blank" rel="noopener">
        <Group gap={6} wrap="nowrap">
          <IconFileTypePdf size={28} aria-hidden />
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('serviceRequests.detail.openFile', { nom: file.nom })}
          </Text>
        </Group>
        {newTab}
      </Anchor>
    );
  }

  return (
    <Paper component="li" withBorder p="xs" radius="sm" w={{ base: '100%', xs: THUMBNAIL + 24 }}>
      <Stack gap={6}>
        {preview}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.nom}
        </Text>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatFileSize(file.mida)}
          </Text>
          {url && (
            <Anchor
              href={url}
              download={file.nom}
              size="sm"
              aria-label={t('serviceRequests.detail.saveFile', { nom: file.nom })}
            >
              <Group gap={4} wrap="nowrap">
                <IconDownload size={16} aria-hidden />
                {t('serviceRequests.detail.save')}
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function RequestAttachments({
  numero,
  files,
}: {
  numero: string;
  files: readonly AttachmentSummary[];
}) {
  const { t } = useTranslation();
  return (
    <RequestSection title={t('serviceRequests.detail.attachments')}>
      {files.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('serviceRequests.detail.noAttachments')}
        </Text>
      ) : (
        <Group component="ul" gap="sm" align="stretch" p={0} m={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <AttachmentCard key={file.id} numero={numero} file={file} />
          ))}
        </Group>
      )}
    </RequestSection>
  );
}
