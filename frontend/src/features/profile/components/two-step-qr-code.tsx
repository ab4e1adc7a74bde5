import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Loading } from '@/components/ui/loading';
import { m } from '@/lib/i18n';
import { twoStepKeys } from '../api/get-two-step';

/** An SVG data URL: qrcode draws it without a canvas, and the CSP allows data: images. */
async function qrCodeImage(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The authenticator key's QR code, drawn in the browser: the key is never sent to anyone else. */
export function TwoStepQrCode({ uri }: { uri: string }) {
  const image = useQuery({ queryKey: twoStepKeys.qrCode(uri), queryFn: () => qrCodeImage(uri), staleTime: Infinity });
  if (image.isPending) return <Loading text={m.profile_two_step_qr_loading()} />;
  if (image.isError) return <p className="text-sm text-text-muted">{m.profile_two_step_qr_failed()}</p>;
  return (
    <img
      src={image.data}
      alt={m.profile_two_step_qr_alt()}
      width={192}
      height={192}
      className="size-48 rounded-lg bg-text p-2"
    />
  );
}
