// Contact support (spec §2): a modal with Subject and Message. The spec shows no send call, so Send
// hands the message to the cook's own email app, addressed to support (a mailto: link with the
// subject and message filled in), closes the modal and says where the message went. Before, Send
// only closed it, and the cook believed a message had gone that went nowhere. Empty, it just closes.
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { config } from '@/config/env';
import { toast } from '@/lib/toast';

/** The support address with the subject and message as the email app should open them. */
export function supportMailto(address: string, subject: string, message: string): string {
  const fields = [subject.trim() && `subject=${encodeURIComponent(subject.trim())}`, message.trim() && `body=${encodeURIComponent(message.trim())}`].filter(Boolean);
  return `mailto:${address}${fields.length > 0 ? `?${fields.join('&')}` : ''}`;
}

export function ContactSupport() {
  const [opened, { open, close }] = useDisclosure(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');

  const onClose = () => {
    close();
    setSubject('');
    setMessage('');
  };
  const written = subject.trim() !== '' || message.trim() !== '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
  };
  // The link itself opens the email app; the modal closes behind it.
  const onSend = () => {
    onClose();
    toast({ title: 'Opening your email app', message: `Your message to ${config.supportEmail} is ready to send there. If nothing opened, write to ${config.supportEmail}.` });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="support-title">
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={440}>
          <Title id="support-title" order={2} fz="lg">
            Need help?
          </Title>
          <Text size="sm" c="dimmed">
            Questions about your plan, your pantry or your account? Our team reads every message.
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconLifebuoy size={18} />} onClick={open}>
          Contact support
        </Button>
      </Group>

      <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Contact support</Text>} centered radius="lg" size="lg">
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            <TextInput label="Subject" value={subject} onChange={(event) => setSubject(event.currentTarget.value)} maxLength={200} data-autofocus />
            <Textarea label="Message" value={message} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={5} maxRows={10} maxLength={5000} />
            {/* Underlined: in a sentence of dimmed gray the link's green alone (1.2:1 against it) does not set it apart. */}
            <Text size="xs" c="dimmed">
              You can also write to us at{' '}
              <Anchor href={`mailto:${config.supportEmail}`} size="xs" underline="always">
                {config.supportEmail}
              </Anchor>
              .
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              {written ? (
                <Button component="a" href={supportMailto(config.supportEmail, subject, message)} onClick={onSend}>
                  Send
                </Button>
              ) : (
                <Button type="submit">Send</Button>
              )}
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
