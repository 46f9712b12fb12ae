import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { alpha, Alert, Avatar, Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { isDemoMode } from '../../config/env';
import { tokenStore } from '../../dataProvider/tokenStore';
import { assistantStatusLabel, CHATBOT_MESSAGES, isSendable, keyIntent, type ChatMessage } from '../../domain/chatbot';
import { ChatbotErrorBoundary } from './ChatbotErrorBoundary';
import { FormattedText } from './FormattedText';
import { useChatbot } from './useChatbot';

function Header({ status, online, onClose }: { status: string; online: boolean; onClose: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Avatar sx={{ bgcolor: 'primary.dark', width: 36, height: 36 }} aria-hidden>
        <SmartToyIcon fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          Mira
        </Typography>
        <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, opacity: 0.9 }}>
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: online ? 'success.light' : 'grey.400' }} />
          {status}
        </Typography>
      </Box>
      <IconButton aria-label="Fermer Mira" onClick={onClose} sx={{ color: 'inherit' }}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

function Footer() {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', px: 2, py: 0.75, borderTop: 1, borderColor: 'divider' }}>
      {CHATBOT_MESSAGES.footer}
    </Typography>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  if (message.isSystem) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', px: 1 }}>
        <FormattedText content={message.content} />
      </Typography>
    );
  }
  const mine = message.role === 'user';
  const tone = message.isError ? 'error' : message.isActionResult ? 'success' : null;
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        data-role={message.role}
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: (theme) => (mine ? theme.palette.primary.main : tone ? alpha(theme.palette[tone].main, 0.12) : theme.palette.grey[100]),
          color: mine ? 'primary.contrastText' : 'text.primary',
          typography: 'body2',
        }}
      >
        <FormattedText content={message.content} />
      </Box>
    </Box>
  );
}

function TypingIndicator() {
  return (
    <Box role="status" aria-label="Mira est en train d'écrire" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, color: 'text.secondary' }}>
      <Typography variant="caption">Mira écrit</Typography>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          aria-hidden
          sx={{
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: 'mira-typing 1.2s infinite ease-in-out',
            animationDelay: `${dot * 0.2}s`,
            '@keyframes mira-typing': { '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } },
          }}
        />
      ))}
    </Box>
  );
}

function Conversation({ onClose }: { onClose: () => void }) {
  const { chat, connection, problem, send, answerAction, reconnect } = useChatbot();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const online = connection === 'open';

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages.length, chat.typing, chat.pendingActions.length]);

  const submit = () => {
    if (send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (keyIntent(event.key, event.shiftKey, event.nativeEvent.isComposing) === 'send') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <Header status={assistantStatusLabel(online, isDemoMode())} online={online} onClose={onClose} />
      {problem && (
        <Alert
          severity={online ? 'warning' : 'error'}
          sx={{ borderRadius: 0 }}
          action={
            connection === 'closed' ? (
              <Button color="inherit" size="small" onClick={reconnect}>
                Réessayer
              </Button>
            ) : undefined
          }
        >
          {problem}
        </Alert>
      )}
      <Stack ref={listRef} role="log" aria-label="Conversation avec Mira" aria-live="polite" spacing={1} sx={{ flex: 1, overflowY: 'auto', p: 1.5 }}>
        {chat.messages.length === 0 && !problem && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
            {online ? 'Posez votre question à Mira.' : 'Connexion à Mira…'}
          </Typography>
        )}
        {chat.messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {chat.typing && <TypingIndicator />}
      </Stack>
      {chat.pendingActions.length > 0 && (
        <Box component="section" aria-labelledby="mira-actions-title" sx={{ mx: 1.5, mb: 1, p: 1.5, border: 1, borderColor: 'warning.main', borderRadius: 2, bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) }}>
          <Typography id="mira-actions-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Action requise
          </Typography>
          <Stack spacing={1}>
            {chat.pendingActions.map((action) => (
              <Box key={action.id} role="group" aria-label={action.label}>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {action.label}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="contained" disabled={!online} onClick={() => answerAction(action, true)}>
                    {action.requires_confirmation ? 'Confirmer' : 'Exécuter'}
                  </Button>
                  <Button size="small" disabled={!online} onClick={() => answerAction(action, false)}>
                    Annuler
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, px: 1.5, pb: 1 }}>
        <TextField
          label="Votre message"
          placeholder="Ex. : statut du colis CG1234567…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          disabled={!online}
          helperText="Entrée pour envoyer, Maj+Entrée pour aller à la ligne"
        />
        <IconButton color="primary" aria-label="Envoyer le message" onClick={submit} disabled={!online || !isSendable(draft)} sx={{ mb: 3 }}>
          <SendIcon />
        </IconButton>
      </Box>
    </>
  );
}

function LoginPrompt({ onClose }: { onClose: () => void }) {
  return (
    <>
      <Header status={assistantStatusLabel(false, isDemoMode())} online={false} onClose={onClose} />
      <Box sx={{ flex: 1, p: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{CHATBOT_MESSAGES.notSignedIn}</Typography>
        <Button variant="contained" component={Link} to="/login" onClick={onClose}>
          Se connecter
        </Button>
      </Box>
    </>
  );
}

function PanelFrame({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  // Opened, the panel takes the focus (the keyboard then tabs through it, not through the page behind).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return (
    <Paper
      ref={frame}
      tabIndex={-1}
      role="dialog"
      aria-label="Assistant Mira"
      elevation={8}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
        height: 580,
        maxHeight: 'calc(100vh - 96px)',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        zIndex: 1300,
      }}
    >
      {children}
    </Paper>
  );
}

/** The assistant panel (Mira), bottom-right; closing it disconnects and forgets the conversation. */
export default function AssistantPanel({ onClose }: { onClose: () => void }) {
  const signedIn = tokenStore.getAccess() !== null;
  return (
    <PanelFrame onClose={onClose}>
      <ChatbotErrorBoundary onClose={onClose}>
        {signedIn ? <Conversation onClose={onClose} /> : <LoginPrompt onClose={onClose} />}
      </ChatbotErrorBoundary>
      <Footer />
    </PanelFrame>
  );
}
