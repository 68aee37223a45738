//! An unsigned big integer: just what exact float reading and writing need.

/// An unsigned big integer, 32-bit limbs, least significant first.
pub(super) struct Big {
    limbs: Vec<u32>,
}

impl Big {
    pub(super) fn from_u32(value: u32) -> Big {
        Big { limbs: vec![value] }
    }

    pub(super) fn from_u64(value: u64) -> Big {
        Big {
            limbs: vec![value as u32, (value >> 32) as u32],
        }
    }

    pub(super) fn from_digits(digits: &[u8]) -> Big {
        let mut big = Big::from_u32(0);
        for chunk in digits.chunks(9) {
            let value = chunk.iter().fold(0u32, |v, &d| v * 10 + u32::from(d));
            big.mul_add(10u32.pow(chunk.len() as u32), value);
        }
        big
    }

    pub(super) fn mul_add(&mut self, factor: u32, addend: u32) {
        let mut carry = u64::from(addend);
        for limb in &mut self.limbs {
            let product = u64::from(*limb) * u64::from(factor) + carry;
            *limb = product as u32;
            carry = product >> 32;
        }
        if carry > 0 {
            self.limbs.push(carry as u32);
        }
    }

    pub(super) fn mul_pow10(&mut self, mut power: usize) {
        while power > 0 {
            let step = power.min(9);
            self.mul_add(10u32.pow(step as u32), 0);
            power -= step;
        }
    }

    pub(super) fn bits(&self) -> usize {
        let top = self.limbs.iter().rposition(|&l| l != 0).unwrap_or(0);
        top * 32 + (32 - self.limbs[top].leading_zeros() as usize)
    }

    pub(super) fn shl(&mut self, bits: usize) {
        let (words, rest) = (bits / 32, bits % 32);
        if rest > 0 {
            let mut carry = 0u32;
            for limb in &mut self.limbs {
                let next = *limb >> (32 - rest);
                *limb = (*limb << rest) | carry;
                carry = next;
            }
            if carry > 0 {
                self.limbs.push(carry);
            }
        }
        self.limbs.splice(0..0, std::iter::repeat_n(0, words));
    }

    /// The quotient (below 2^68 by the caller's scaling) and whether a
    /// remainder is left, by schoolbook binary division.
    pub(super) fn divide(mut self, denominator: &Big) -> (u128, bool) {
        let mut quotient = 0u128;
        for bit in (0..68).rev() {
            let mut shifted = Big {
                limbs: denominator.limbs.clone(),
            };
            shifted.shl(bit);
            if self.at_least(&shifted) {
                self.subtract(&shifted);
                quotient |= 1 << bit;
            }
        }
        (quotient, self.limbs.iter().any(|&l| l != 0))
    }

    pub(super) fn at_least(&self, other: &Big) -> bool {
        let length = self.limbs.len().max(other.limbs.len());
        for i in (0..length).rev() {
            let (a, b) = (
                self.limbs.get(i).copied().unwrap_or(0),
                other.limbs.get(i).copied().unwrap_or(0),
            );
            if a != b {
                return a > b;
            }
        }
        true
    }

    pub(super) fn subtract(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for (i, limb) in self.limbs.iter_mut().enumerate() {
            let difference =
                i64::from(*limb) - i64::from(other.limbs.get(i).copied().unwrap_or(0)) - borrow;
            *limb = difference.rem_euclid(1 << 32) as u32;
            borrow = i64::from(difference < 0);
        }
    }

    pub(super) fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }

    /// Divides in place by `divisor`, returning the remainder.
    pub(super) fn div_small(&mut self, divisor: u32) -> u32 {
        let mut rest = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let value = (rest << 32) | u64::from(*limb);
            *limb = (value / u64::from(divisor)) as u32;
            rest = value % u64::from(divisor);
        }
        rest as u32
    }

    /// Whether bit `index` is set.
    pub(super) fn bit(&self, index: usize) -> bool {
        self.limbs
            .get(index / 32)
            .is_some_and(|l| l >> (index % 32) & 1 == 1)
    }

    /// Whether any bit below `index` is set.
    pub(super) fn any_below(&self, index: usize) -> bool {
        let (words, rest) = (index / 32, index % 32);
        self.limbs.iter().take(words).any(|&l| l != 0)
            || (rest > 0
                && self
                    .limbs
                    .get(words)
                    .is_some_and(|l| l & ((1 << rest) - 1) != 0))
    }

    pub(super) fn shr(&mut self, bits: usize) {
        let words = (bits / 32).min(self.limbs.len());
        self.limbs.drain(..words);
        let rest = bits % 32;
        if rest > 0 {
            let mut carry = 0u32;
            for limb in self.limbs.iter_mut().rev() {
                let next = *limb << (32 - rest);
                *limb = (*limb >> rest) | carry;
                carry = next;
            }
        }
        if self.limbs.is_empty() {
            self.limbs.push(0);
        }
    }

    /// The decimal digits, most significant first ("0" for zero).
    pub(super) fn into_decimal(mut self) -> String {
        let mut groups = Vec::new();
        while !self.is_zero() {
            groups.push(self.div_small(1_000_000_000));
        }
        let mut text = groups
            .pop()
            .map_or_else(|| "0".to_string(), |g| g.to_string());
        for group in groups.iter().rev() {
            let digits = group.to_string();
            text.extend(std::iter::repeat_n('0', 9 - digits.len()));
            text.push_str(&digits);
        }
        text
    }
}
