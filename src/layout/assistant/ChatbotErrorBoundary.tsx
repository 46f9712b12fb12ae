import { Component, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { CHATBOT_MESSAGES } from '../../domain/chatbot';

interface Props {
  children: ReactNode;
  onClose: () => void;
}

/** A crash inside the panel shows the spec's message instead of taking the page down. */
export class ChatbotErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" role="alert">
          <AlertTitle>{CHATBOT_MESSAGES.crashTitle}</AlertTitle>
          {CHATBOT_MESSAGES.crashDetail}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={this.props.onClose}>Fermer</Button>
          <Button variant="contained" onClick={() => this.setState({ failed: false })}>
            Réessayer
          </Button>
        </Box>
      </Box>
    );
  }
}
