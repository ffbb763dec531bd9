import { useEffect } from 'react';
import { publicConfig } from '../services/config';
import { pageTitle } from './titles';

/** Sets document.title to '{title} | GreenWatch online monitoring'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title, publicConfig.productName);
  }, [title]);
}
