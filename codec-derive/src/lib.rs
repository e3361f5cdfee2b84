//! cairn-codec-derive: `#[derive(Encode, Decode)]` for cairn-codec.
//!
//! A struct is its fields in declaration order; an enum is its variant's index (LEB128)
//! then that variant's fields. Field attributes: `#[codec(skip)]` (not written, read
//! as `Default::default()`) and `#[codec(with = "path")]` (written by
//! `path::encode(&field, out)`, read by `path::decode(reader)`). Type parameters get an
//! `Encode` or `Decode` bound.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{format_ident, quote};
use syn::{Data, DeriveInput, Fields, parse_macro_input};

/// How a field is written and read.
enum FieldCodec {
    /// By its type's own `Encode` and `Decode`.
    Plain,
    /// Not at all: `Default` when read.
    Skip,
    /// By the functions of this module.
    With(syn::Path),
}

fn field_codec(field: &syn::Field) -> syn::Result<FieldCodec> {
    let mut codec = FieldCodec::Plain;
    for attr in &field.attrs {
        if !attr.path().is_ident("codec") {
            continue;
        }
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("skip") {
                codec = FieldCodec::Skip;
                Ok(())
            } else if meta.path.is_ident("with") {
                let path: syn::LitStr = meta.value()?.parse()?;
                codec = FieldCodec::With(path.parse()?);
                Ok(())
            } else {
                Err(meta.error("expected `skip` or `with = \"path\"`"))
            }
        })?;
    }
    Ok(codec)
}

/// Derives `cairn_codec::Encode`.
#[proc_macro_derive(Encode, attributes(codec))]
pub fn derive_encode(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand_encode(&input).unwrap_or_else(syn::Error::into_compile_error).into()
}

/// Derives `cairn_codec::Decode`.
#[proc_macro_derive(Decode, attributes(codec))]
pub fn derive_decode(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand_decode(&input).unwrap_or_else(syn::Error::into_compile_error).into()
}

/// The statements that write `fields`, bound to the names `bindings` gives them.
fn encode_fields(fields: &Fields, bindings: &[syn::Ident]) -> syn::Result<Tokens> {
    let mut out = Tokens::new();
    for (field, name) in fields.iter().zip(bindings) {
        out.extend(match field_codec(field)? {
            FieldCodec::Plain => quote! { ::cairn_codec::Encode::encode(#name, out); },
            FieldCodec::Skip => quote! { let _ = #name; },
            FieldCodec::With(path) => quote! { #path::encode(#name, out); },
        });
    }
    Ok(out)
}

/// The expression that reads `fields` into the constructor `ctor`.
fn decode_fields(ctor: Tokens, fields: &Fields) -> syn::Result<Tokens> {
    let mut values = Vec::new();
    for field in fields {
        values.push(match field_codec(field)? {
            FieldCodec::Plain => quote! { ::cairn_codec::Decode::decode(r)? },
            FieldCodec::Skip => quote! { ::core::default::Default::default() },
            FieldCodec::With(path) => quote! { #path::decode(r)? },
        });
    }
    Ok(match fields {
        Fields::Named(named) => {
            let names = named.named.iter().map(|f| &f.ident);
            quote! { #ctor { #(#names: #values),* } }
        }
        Fields::Unnamed(_) => quote! { #ctor ( #(#values),* ) },
        Fields::Unit => ctor,
    })
}

/// A pattern that binds each field of `fields` by reference, and the bound names.
fn bind_fields(ctor: Tokens, fields: &Fields) -> (Tokens, Vec<syn::Ident>) {
    let names: Vec<syn::Ident> = (0..fields.len()).map(|i| format_ident!("f{i}")).collect();
    let pattern = match fields {
        Fields::Named(named) => {
            let fields = named.named.iter().map(|f| &f.ident);
            quote! { #ctor { #(#fields: #names),* } }
        }
        Fields::Unnamed(_) => quote! { #ctor ( #(#names),* ) },
        Fields::Unit => ctor,
    };
    (pattern, names)
}

fn with_bound(input: &DeriveInput, bound: Tokens) -> syn::Generics {
    let mut generics = input.generics.clone();
    for param in generics.type_params_mut() {
        param.bounds.push(syn::parse_quote!(#bound));
    }
    generics
}

/// An enum's variants with the index each is written as.
fn tagged(e: &syn::DataEnum) -> syn::Result<Vec<(u32, &syn::Variant)>> {
    e.variants
        .iter()
        .enumerate()
        .map(|(index, variant)| match u32::try_from(index) {
            Ok(tag) => Ok((tag, variant)),
            Err(_) => Err(syn::Error::new_spanned(variant, "too many variants")),
        })
        .collect()
}

fn expand_encode(input: &DeriveInput) -> syn::Result<Tokens> {
    let name = &input.ident;
    let generics = with_bound(input, quote!(::cairn_codec::Encode));
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let body = match &input.data {
        Data::Struct(s) => {
            let (pattern, names) = bind_fields(quote!(#name), &s.fields);
            let writes = encode_fields(&s.fields, &names)?;
            quote! { let #pattern = self; #writes }
        }
        Data::Enum(e) => {
            let mut arms = Tokens::new();
            for (tag, variant) in tagged(e)? {
                let v = &variant.ident;
                let (pattern, names) = bind_fields(quote!(#name::#v), &variant.fields);
                let writes = encode_fields(&variant.fields, &names)?;
                arms.extend(quote! {
                    #pattern => { out.tag(#tag); #writes }
                });
            }
            if e.variants.is_empty() {
                quote! { match *self {} }
            } else {
                quote! { match self { #arms } }
            }
        }
        Data::Union(u) => {
            return Err(syn::Error::new_spanned(u.union_token, "unions are not encoded"));
        }
    };
    Ok(quote! {
        impl #impl_generics ::cairn_codec::Encode for #name #ty_generics #where_clause {
            fn encode(&self, out: &mut ::cairn_codec::Writer) { #body }
        }
    })
}

fn expand_decode(input: &DeriveInput) -> syn::Result<Tokens> {
    let name = &input.ident;
    let generics = with_bound(input, quote!(::cairn_codec::Decode));
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let body = match &input.data {
        Data::Struct(s) => {
            let value = decode_fields(quote!(#name), &s.fields)?;
            quote! { ::core::result::Result::Ok(#value) }
        }
        Data::Enum(e) => {
            let mut arms = Tokens::new();
            for (tag, variant) in tagged(e)? {
                let v = &variant.ident;
                let value = decode_fields(quote!(#name::#v), &variant.fields)?;
                arms.extend(quote! { #tag => ::core::result::Result::Ok(#value), });
            }
            let unknown = format!("an unknown variant of {name}");
            quote! {
                match r.tag()? {
                    #arms
                    _ => ::core::result::Result::Err(r.error(#unknown)),
                }
            }
        }
        Data::Union(u) => {
            return Err(syn::Error::new_spanned(u.union_token, "unions are not decoded"));
        }
    };
    Ok(quote! {
        impl #impl_generics ::cairn_codec::Decode for #name #ty_generics #where_clause {
            fn decode(
                r: &mut ::cairn_codec::Reader<'_>,
            ) -> ::core::result::Result<Self, ::cairn_codec::DecodeError> {
                #body
            }
        }
    })
}
