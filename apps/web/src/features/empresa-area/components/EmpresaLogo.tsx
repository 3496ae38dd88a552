import { useState } from 'react';
import semLogoUrl from '../../../assets/empresa-sem-logo.svg';
import { readCachedLogo } from '../logo-cache';

interface EmpresaLogoProps {
  empresaId: string;
  /** The server's logo address ('' = none); undefined while it is not known, then the cached one shows. */
  imagemLink: string | undefined;
  nome: string | undefined;
  size?: number;
}

/** The company's logo, or a drawn building when there is none or it fails to load (SPEC §9). */
export function EmpresaLogo({ empresaId, imagemLink, nome, size = 48 }: EmpresaLogoProps) {
  const src = imagemLink ?? readCachedLogo(empresaId);
  const [falhou, setFalhou] = useState<string>();
  const mostrar = src && src !== falhou ? src : semLogoUrl;
  return (
    <img
      src={mostrar}
      alt={nome ? `Logótipo de ${nome}` : 'Logótipo da empresa'}
      width={size}
      height={size}
      onError={() => {
        if (src) setFalhou(src);
      }}
      style={{ objectFit: 'contain', borderRadius: 8, flexShrink: 0, background: 'white' }}
    />
  );
}
