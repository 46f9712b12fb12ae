import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CameraScannerDialog, { CAMERA_MESSAGES } from '../../src/components/scanner/CameraScanner';

vi.mock('../../src/components/scanner/barcodeDetector', () => ({
  createCodeDetector: () => Promise.resolve({ detect: () => Promise.resolve([]) }),
}));

function withCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: getUserMedia ? { getUserMedia } : undefined });
}

afterEach(() => withCamera(undefined));

describe('Camera scanner', () => {
  it('says in French that the camera was refused, and the typed code still works', async () => {
    withCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const codes: string[] = [];
    render(<CameraScannerDialog onCode={(code) => codes.push(code)} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.denied);
    expect(CAMERA_MESSAGES.denied).toMatch(/^L'accès à la caméra a été refusé/);
    await userEvent.type(screen.getByLabelText('Code de suivi ou numéro de colis'), ' cg0a1b2c34 ');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(codes).toEqual(['CG0A1B2C34']);
  });

  it('says so when the device has no camera', async () => {
    withCamera(undefined);
    render(<CameraScannerDialog onCode={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Aucune caméra n'est disponible sur cet appareil.");
  });

  it('asks for the rear camera, stops it on close, and closes with Escape', async () => {
    const track = { kind: 'video', stop: vi.fn() } as unknown as MediaStreamTrack;
    // A real MediaStream (a video element takes no other), with the getTracks() of a browser's:
    // happy-dom's has none.
    const stream = Object.assign(new MediaStream(), { getTracks: () => [track] });
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    withCamera(getUserMedia);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const onClose = vi.fn();
    const { unmount } = render(<CameraScannerDialog onCode={() => undefined} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CAMERA_MESSAGES.scanning));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(screen.getByRole('dialog', { name: 'Scanner une étiquette' })).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });
});
